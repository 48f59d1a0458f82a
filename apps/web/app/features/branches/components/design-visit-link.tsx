import { BOOK_DESIGN_VISIT_LABEL } from "@merchant/domain/branches";
import { CalendarCheck } from "lucide-react";
import type { BranchSummary } from "@merchant/contract";
import { buttonClass } from "~/ui/Button.tsx";

/**
 * spec/2 §2 'Book a Design Visit', for showroom branches. Until online booking exists it
 * writes to the branch's showroom by email, with a subject that says what is wanted
 * (docs/decisions/075-branch-directory-before-the-store-selector.md).
 */
export function DesignVisitLink({ branch, className }: { branch: BranchSummary; className?: string }) {
  const subject = `Design visit at ${branch.fullName}`;
  const body = "Please contact me to arrange a design visit.\n\nName:\nPhone:\nPostcode:\n";
  const href = `mailto:${branch.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <a href={href} className={buttonClass("secondary", className)}>
      <CalendarCheck aria-hidden="true" className="size-4" />
      {BOOK_DESIGN_VISIT_LABEL}
      <span className="sr-only"> at {branch.fullName}</span>
    </a>
  );
}
