/**
 * Branches near a place, to choose the collection branch from (the store selector and the
 * store-change section, spec/2 §2, §4). Search results for a product page carry each branch's
 * stock of it. With no collection branch yet, the first branch found becomes it at once, with no
 * pop-up and no redirect.
 */
import { useState } from "react";
import type { NearbyBranches } from "@merchant/contract";
import { NO_STORES_FOR_SEARCH_MESSAGE } from "@merchant/domain/branches";
import * as api from "./api.ts";
import { useFulfilment, useShownProduct } from "./fulfilment-context.tsx";
import { useFadingMessage } from "./use-fading-message.ts";

export type NearbySearch =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "found"; found: NearbyBranches }
  | { status: "failed"; message: string };

type Options = {
  /** The words for a failed search on this screen. */
  failureMessage: (error: unknown) => string;
  /** After the shopper's Select has set the branch. */
  onSelected?: (branchId: number) => void;
};

export function useNearbyBranches({ failureMessage, onSelected }: Options) {
  const { state, brandCode, setCollectionBranch } = useFulfilment();
  const productId = useShownProduct();
  const [nearby, setNearby] = useState<NearbySearch>({ status: "idle" });
  // The branch just chosen shows Selected at once; a new branch from the server (another
  // selector, another tab) then wins.
  const savedId = state.collectionBranch?.id ?? null;
  const [selected, setSelected] = useState({ id: savedId, savedId });
  if (selected.savedId !== savedId) setSelected({ id: savedId, savedId });
  const selectedId = selected.id;
  const setSelectedId = (id: number) => setSelected({ id, savedId });
  const [busy, setBusy] = useState(false);
  const [error, showError] = useFadingMessage();

  async function findNearby(near: string) {
    showError(null);
    setNearby({ status: "searching" });
    try {
      const found = await api.nearbyBranches({ near, brand: brandCode, ...(productId ? { productId } : {}) });
      const first = found.branches[0];
      if (!first) return setNearby({ status: "failed", message: NO_STORES_FOR_SEARCH_MESSAGE });
      setNearby({ status: "found", found });
      if (state.collectionBranch === null) {
        const set = await setCollectionBranch(first.id, { quiet: true });
        if (set.ok) setSelectedId(first.id);
      }
    } catch (failure) {
      setNearby({ status: "failed", message: failureMessage(failure) });
    }
  }

  async function select(branchId: number) {
    if (busy) return;
    setBusy(true);
    const set = await setCollectionBranch(branchId);
    setBusy(false);
    if (!set.ok) return showError(set.message);
    setSelectedId(branchId);
    onSelected?.(branchId);
  }

  return { nearby, selectedId, busy, setBusy, error, showError, findNearby, select };
}
