/**
 * Adding the product page's product to the partnering catalogue (spec/2 §7): the Qty typed for the
 * basket checked as a usual quantity, the add given 10 s, and the answer in words: added, the
 * shop's reason it was not, or (the error flag without one, or no answer in time) that it failed.
 */
import { useCallback, useState } from "react";
import {
  checkPartneringQuantity,
  partneringAddOutcome,
  type PartneringAddOutcome,
  type PartneringAddReply,
} from "@merchant/domain/partnering";
import { ApiError } from "~/lib/api.ts";
import { addToPartneringCatalogue } from "./api.ts";

/** A refusal that names its reason (no trade account, an unknown product); a failure of the shop does not. */
function replyOf(error: unknown): PartneringAddReply {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return { error: true, message: error.message };
  }
  return { error: true };
}

export function useAddToPartnering(productId: number) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PartneringAddOutcome | null>(null);

  const add = useCallback(
    async (typed: string) => {
      if (busy) return;
      const quantity = checkPartneringQuantity(typed);
      if (!quantity.ok) return setOutcome({ added: false, message: quantity.message });
      setBusy(true);
      setOutcome(null);
      let reply: PartneringAddReply;
      try {
        await addToPartneringCatalogue(productId, quantity.value);
        reply = { error: false };
      } catch (error) {
        reply = replyOf(error);
      }
      setOutcome(partneringAddOutcome(reply));
      setBusy(false);
    },
    [busy, productId],
  );

  return { add, busy, outcome };
}
