import { VIEW_DETAILS_LABEL } from "@merchant/domain/branches";
import { ChevronDown, ExternalLink, Phone } from "lucide-react";
import type { NearbyBranch } from "@merchant/contract";
import { buttonClass } from "~/ui/Button.tsx";
import { branchPath } from "../branch-path.ts";
import { branchCardParts } from "../card-parts.ts";
import { telHref } from "~/lib/tel-href.ts";
import { DesignVisitLink } from "./design-visit-link.tsx";
import { FeatureList } from "./feature-list.tsx";
import { HomeBranchBadge, SaveBranchButton } from "./save-branch-button.tsx";

type Props = {
  branch: NearbyBranch;
  /** Its place in the list, as its marker on the map shows it. */
  position: number;
  homeBranchId: number | null;
  saving: boolean;
  /** Why saving it failed (spec/2 §8 collection error area). */
  failure: string | undefined;
  onSave: () => void;
};

const milesAway = (miles: number) => `${miles.toFixed(1)} miles`;

/**
 * One store finder result (spec/2 §2): name in capitals, distance in miles, postcode, phone,
 * 'Save as my branch', 'View details' (a new tab), 'Book a Design Visit' for showrooms, and a
 * more-info toggle with its features and address.
 */
export function NearbyBranchCard({ branch, position, homeBranchId, saving, failure, onSave }: Props) {
  const { saveAsMyBranch, bookDesignVisit } = branchCardParts(branch, homeBranchId);
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4">
      <header className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-full bg-brand text-xs font-bold text-on-brand"
        >
          {position}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-tight font-bold tracking-wide uppercase">{branch.name}</h2>
          <p className="text-sm text-muted">{branch.brand.name}</p>
        </div>
        <p className="shrink-0 text-sm font-semibold tabular-nums">{milesAway(branch.distanceMiles)}</p>
      </header>
      {branch.id === homeBranchId && <HomeBranchBadge />}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-semibold">{branch.postcode}</span>
        <a
          href={telHref(branch.phone)}
          className="inline-flex min-h-11 items-center gap-2 text-brand-ink underline-offset-2 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Phone </span>
          {branch.phone}
        </a>
      </div>
      <div className="flex flex-wrap gap-2">
        {saveAsMyBranch && <SaveBranchButton branchName={branch.fullName} saving={saving} onSave={onSave} />}
        <a href={branchPath(branch)} target="_blank" rel="noopener" className={buttonClass("secondary")}>
          {VIEW_DETAILS_LABEL}
          <span className="sr-only"> of {branch.fullName} (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
        {bookDesignVisit && <DesignVisitLink branch={branch} />}
      </div>
      {failure && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {failure}
        </p>
      )}
      <details className="group border-t border-line pt-2">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
          <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
          More info<span className="sr-only"> about {branch.fullName}</span>
        </summary>
        <div className="flex flex-col gap-3 pt-1 pb-1">
          <FeatureList features={branch.features} label={`Features of ${branch.fullName}`} />
          <address className="leading-snug not-italic">
            {branch.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">{branch.postcode}</span>
          </address>
        </div>
      </details>
    </article>
  );
}
