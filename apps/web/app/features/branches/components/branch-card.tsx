import { VIEW_DETAILS_LABEL } from "@merchant/domain/branches";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { BranchSummary } from "@merchant/contract";
import { buttonClass } from "~/ui/Button.tsx";
import { branchPath } from "../branch-path.ts";
import { branchCardParts } from "../card-parts.ts";
import { BranchContact } from "./branch-contact.tsx";
import { DesignVisitLink } from "./design-visit-link.tsx";
import { FeatureList } from "./feature-list.tsx";

/** One store finder result (spec/2 §2): name in capitals, brand, address, contact, features. */
export function BranchCard({ branch }: { branch: BranchSummary }) {
  const { bookDesignVisit } = branchCardParts(branch);
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-line bg-white p-4">
      <header>
        <h2 className="text-lg font-bold tracking-wide uppercase">{branch.name}</h2>
        <p className="text-sm text-muted">{branch.brand.name}</p>
      </header>
      <BranchContact branch={branch} />
      <FeatureList features={branch.features} label={`Features of ${branch.fullName}`} />
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Link to={branchPath(branch)} className={buttonClass("primary")}>
          {VIEW_DETAILS_LABEL}
          <span className="sr-only"> of {branch.fullName}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
        {bookDesignVisit && <DesignVisitLink branch={branch} />}
      </div>
    </article>
  );
}
