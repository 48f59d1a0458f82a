import { PREVIOUS_PAGE_LABEL, STAY_ON_PAGE_LABEL } from "@merchant/domain/basket";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import type { BranchSetNotice } from "../use-save-branch.ts";

/** spec/2 §9: the branch-set pop-up closes itself, except on the store finder with a referrer. */
const BRANCH_SET_POPUP_MS = 3_000;
/** spec/2 §9: message pop-ups ('Branch NOT Set') close themselves. */
const MESSAGE_POPUP_MS = 6_000;

/** The counterpart of spec/2 §8's 'Branch NOT Set'; the spec does not word it (docs/decisions/108). */
const BRANCH_SET_TITLE = "Branch Set";
const branchSetMessage = (branchName: string) => `${branchName} is now your branch.`;

type Props = { notice: BranchSetNotice | null; onClose: () => void; onGoBack: () => void };

/** What a save said: the branch is set (on the finder with a referrer: stay, or go back), or it is not. */
export function BranchSetDialog({ notice, onClose, onGoBack }: Props) {
  const close = (open: boolean) => !open && onClose();
  if (notice?.kind === "not-set") {
    return (
      <Dialog
        open
        onOpenChange={close}
        title={notice.title}
        description={notice.message}
        autoCloseMs={MESSAGE_POPUP_MS}
      />
    );
  }
  const offerReturn = notice?.offerReturn ?? false;
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={close}
      title={BRANCH_SET_TITLE}
      description={branchSetMessage(notice?.branchName ?? "")}
      {...(offerReturn ? {} : { autoCloseMs: BRANCH_SET_POPUP_MS })}
    >
      {offerReturn && (
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={onClose}>
            {STAY_ON_PAGE_LABEL}
          </Button>
          <Button variant="secondary" onClick={onGoBack}>
            {PREVIOUS_PAGE_LABEL}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
