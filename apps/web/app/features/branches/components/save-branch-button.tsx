import { SAVE_AS_MY_BRANCH_LABEL } from "@merchant/domain/branches";
import { BadgeCheck, Star } from "lucide-react";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";

type Props = { branchName: string; saving: boolean; onSave: () => void; className?: string };

/** spec/2 §2 'Save as my branch', turning while the save is on its way. */
export function SaveBranchButton({ branchName, saving, onSave, className }: Props) {
  return (
    <Button
      variant="primary"
      onClick={onSave}
      disabled={saving}
      aria-busy={saving || undefined}
      className={className}
    >
      {saving ? (
        <Spinner label="Saving" className="[&_svg]:size-4" />
      ) : (
        <Star aria-hidden="true" className="size-4" />
      )}
      {SAVE_AS_MY_BRANCH_LABEL}
      <span className="sr-only">: {branchName}</span>
    </Button>
  );
}

/** Said instead of the button on the shopper's saved branch. */
export function HomeBranchBadge() {
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-surface px-2.5 py-1 text-sm font-semibold">
      <BadgeCheck aria-hidden="true" className="size-4 text-brand-ink" />
      Your branch
    </p>
  );
}
