import type { ReactNode } from "react";
import { Tag } from "lucide-react";
import type { ClearanceItem, ClearanceList as List } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";
import { ProductRow } from "~/ui/ProductRow.tsx";
import { ClearanceOffer } from "./ClearanceOffer.tsx";

type Props = {
  list: List;
  /** What the brand calls a branch: "branch", "store", "trade centre". */
  place: string;
  /** The header's words for choosing one, e.g. "Choose a branch". */
  chooseLabel: string;
  /** Opens the store selector for collection. */
  onChooseBranch: () => void;
};

/**
 * The clearance page's body (spec/1 §2, §5): the collection branch's clearance items, each with
 * its picture, name (to the product's page) and offer; a shopper with no collection branch is
 * asked to choose one, since clearance is sold only from its own branch for collection.
 */
export function ClearanceList({ list, place, chooseLabel, onChooseBranch }: Props) {
  const { branch, items } = list;
  if (!branch) {
    return (
      <div className="mt-6">
        <Notice>
          <p className="text-lg font-semibold">Choose your {place} to see its clearance items.</p>
          <p className="max-w-md text-muted">
            Clearance items are sold by each {place} for collection, at the {place} that has them.
          </p>
          <Button onClick={onChooseBranch}>{chooseLabel}</Button>
        </Notice>
      </div>
    );
  }
  return (
    <>
      <p className="mt-2 text-muted">
        Reduced to clear at <strong className="text-ink">{branch.name}</strong>, for collection from the{" "}
        {place}.
      </p>
      {items.length === 0 ? (
        <div className="mt-6">
          <Notice>
            <p className="text-lg font-semibold">{branch.name} has no clearance items at the moment.</p>
          </Notice>
        </div>
      ) : (
        <ul
          aria-label={`Clearance at ${branch.name}`}
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {items.map((item) => (
            <li key={item.id}>
              <ClearanceCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line bg-surface px-6 py-12 text-center">
      <Tag aria-hidden className="size-10 text-muted" />
      {children}
    </div>
  );
}

function ClearanceCard({ item }: { item: ClearanceItem }) {
  const { product } = item;
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-line bg-white p-3">
      <ProductRow product={product} />
      <ClearanceOffer item={item} />
    </article>
  );
}
