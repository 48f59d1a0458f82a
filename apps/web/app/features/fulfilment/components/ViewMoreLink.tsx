import { ExternalLink } from "lucide-react";
import { branchPath } from "~/lib/paths.ts";
import { VIEW_MORE_LABEL } from "../labels.ts";

/** spec/2 §2: the branch's page, opened in a new tab. */
export function ViewMoreLink({ branch }: { branch: { slug: string; id: number; fullName: string } }) {
  return (
    <a
      href={branchPath(branch)}
      target="_blank"
      rel="noopener"
      aria-label={`${VIEW_MORE_LABEL} about ${branch.fullName} (opens in a new tab)`}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ink underline underline-offset-2 hover:decoration-2 md:min-h-8"
    >
      {VIEW_MORE_LABEL}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}
