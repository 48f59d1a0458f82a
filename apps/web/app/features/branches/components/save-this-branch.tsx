import type { BranchDetail } from "@merchant/contract";
import { branchCardParts } from "../card-parts.ts";
import { useSaveBranch, type SaveBranch } from "../use-save-branch.ts";
import { BranchSetDialog } from "./branch-set-dialog.tsx";
import { HomeBranchBadge, SaveBranchButton } from "./save-branch-button.tsx";

type Props = { branch: BranchDetail; homeBranchId: number | null; saveBranch: SaveBranch };

/** A branch page's 'Save as my branch', or 'Your branch' once it is the shopper's (spec/2 §2, §4). */
export function SaveThisBranch({ branch, homeBranchId, saveBranch }: Props) {
  const saving = useSaveBranch(saveBranch, "storefinder-store");
  const home = saving.savedId ?? homeBranchId;
  const { saveAsMyBranch } = branchCardParts(branch, home);
  return (
    <div className="flex flex-col gap-2">
      {branch.id === home && <HomeBranchBadge />}
      {saveAsMyBranch && (
        <SaveBranchButton
          branchName={branch.fullName}
          saving={saving.savingId === branch.id}
          onSave={() => void saving.saveBranch(branch)}
          className="self-start"
        />
      )}
      {saving.failure && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {saving.failure.message}
        </p>
      )}
      <BranchSetDialog notice={saving.notice} onClose={saving.closeNotice} onGoBack={saving.goBack} />
    </div>
  );
}
