import { branchSearchNoMatchMessage } from "@merchant/domain/branches";
import { MapPinOff } from "lucide-react";
import { Link } from "react-router";
import type { BranchSummary } from "@merchant/contract";
import { STORE_FINDER_PATH } from "../branch-path.ts";
import type { FinderQuery } from "../finder-query.ts";
import { BranchCard } from "./branch-card.tsx";

function countLine(total: number, query: FinderQuery): string {
  const branches = `${total} ${total === 1 ? "branch" : "branches"}`;
  return query.q ? `${branches} matching “${query.q}”` : branches;
}

/** The store finder's results: a count, then a card per branch, or a way back to them all. */
export function BranchResults({ branches, query }: { branches: BranchSummary[]; query: FinderQuery }) {
  if (branches.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line bg-surface px-6 py-12 text-center">
        <MapPinOff aria-hidden="true" className="size-10 text-muted" />
        <p role="status" className="max-w-xl text-lg font-semibold">
          {query.q ? branchSearchNoMatchMessage(query.q) : "Sorry, no branches have the features you ticked."}
        </p>
        <Link to={STORE_FINDER_PATH} className="font-semibold text-brand underline underline-offset-2">
          Show all branches
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="branch-count" className="flex flex-col gap-3">
      <p id="branch-count" role="status" className="text-sm text-muted">
        {countLine(branches.length, query)}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} />
          </li>
        ))}
      </ul>
    </section>
  );
}
