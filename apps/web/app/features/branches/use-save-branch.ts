import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { afterBranchSet, collectionSetErrorMessage } from "@merchant/domain/basket";
import type { SetBranchReply } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import type { PreviousPage } from "./use-previous-page.ts";

/** Saves the branch; null when the shopper kept their branch after all (Cancel on 'Branch differences'). */
export type SaveBranch = (branchId: number) => Promise<SetBranchReply | null>;

/** What the page says after a save: the branch is set (with or without a way back), or it is not. */
export type BranchSetNotice =
  | { kind: "saved"; branchName: string; offerReturn: boolean }
  | { kind: "not-set"; title: string; message: string };

type Branch = { id: number; fullName: string };

const NO_PREVIOUS_PAGE: PreviousPage = { exists: false, goBack: () => {} };

/**
 * spec/2 §4, §8 'Save as my branch': the shopper collects from the branch from now on. After
 * the save the page's data (and the header's branch) is read again; a redirect from the server
 * is followed; a failure is said beside the branch's button, in the server's words when it gave any.
 * `previousPage` is the page the store finder was reached from: the success dialog offers it.
 */
export function useSaveBranch(
  save: SaveBranch,
  pageType: "storefinder" | "storefinder-store",
  previousPage: PreviousPage = NO_PREVIOUS_PAGE,
) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [savingId, setSavingId] = useState<number | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ branchId: number; message: string } | null>(null);
  const [notice, setNotice] = useState<BranchSetNotice | null>(null);

  const saveBranch = async (branch: Branch) => {
    setSavingId(branch.id);
    setFailure(null);
    try {
      const reply = await save(branch.id);
      if (reply === null) return;
      const next = afterBranchSet({
        hasLocalStore: reply.state.collectionBranch !== null,
        redirectTo: reply.redirectTo,
        pageType,
        hasReferrer: previousPage.exists,
      });
      if (next.next === "branch-not-set") {
        setNotice({ kind: "not-set", title: next.title, message: next.message });
      } else if (next.next === "redirect") {
        navigate(next.to);
      } else {
        setSavedId(branch.id);
        setNotice({ kind: "saved", branchName: branch.fullName, offerReturn: next.next === "offer-return" });
        void revalidator.revalidate();
      }
    } catch (error) {
      const message = collectionSetErrorMessage(error instanceof ApiError ? error.message : null);
      setFailure({ branchId: branch.id, message });
    } finally {
      setSavingId(null);
    }
  };

  return {
    saveBranch,
    savingId,
    /** The branch saved on this page, until the session read again says so too. */
    savedId,
    failure,
    notice,
    closeNotice: () => setNotice(null),
    goBack: previousPage.goBack,
  };
}
