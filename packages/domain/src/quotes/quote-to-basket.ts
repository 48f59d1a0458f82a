import { normalisePostcode, samePostcode } from "../branches/postcode.ts";
import { fillMessage } from "../shared/result.ts";
import {
  CHANGE_DELIVERY_ADDRESS_AND_ADD_LABEL,
  CLOSE_LABEL,
  QUOTE_NO_STORE_MESSAGE,
  QUOTE_POSTCODE_DIFFERS_MESSAGE,
  QUOTE_POSTCODE_MISSING_MESSAGE,
} from "./messages.ts";

/** spec/2 §3 Quote line, as far as the decision needs it. */
export type QuoteToBasketFacts = {
  /** The session's fulfilment. */
  readonly fulfilment: string;
  /** The session's delivery postcode (current_deliverypostcode). */
  readonly currentPostcode: string | null;
  /** The quote's delivery postcode (delivery_postcode). */
  readonly quotePostcode: string | null;
  /** The branch that created the quote (branch_id); null when it no longer exists. */
  readonly quoteBranchId: number | null;
};

export type QuoteToBasketDecision =
  | { readonly action: "add" }
  | {
      readonly action: "refuse";
      readonly code: "quote_postcode_missing" | "quote_branch_missing";
      readonly message: string;
    }
  | {
      readonly action: "confirm-postcode-change";
      /** The quote's postcode, which becomes the delivery postcode on confirmation. */
      readonly postcode: string;
      readonly message: string;
      readonly confirmLabel: string;
      readonly closeLabel: string;
    };

/** spec/2 §4 Quote-to-basket flow, steps 1 to 3. */
export function quoteToBasketDecision(facts: QuoteToBasketFacts): QuoteToBasketDecision {
  const collection = facts.fulfilment === "collection";
  const quotePostcode = facts.quotePostcode ?? "";
  if (!collection && quotePostcode.trim() === "") {
    return { action: "refuse", code: "quote_postcode_missing", message: QUOTE_POSTCODE_MISSING_MESSAGE };
  }
  if (collection || samePostcode(facts.currentPostcode ?? "", quotePostcode)) return { action: "add" };
  if (facts.quoteBranchId === null) {
    return { action: "refuse", code: "quote_branch_missing", message: QUOTE_NO_STORE_MESSAGE };
  }
  const postcode = normalisePostcode(quotePostcode) ?? quotePostcode.trim();
  return {
    action: "confirm-postcode-change",
    postcode,
    message: fillMessage(QUOTE_POSTCODE_DIFFERS_MESSAGE, { postcode }),
    confirmLabel: CHANGE_DELIVERY_ADDRESS_AND_ADD_LABEL,
    closeLabel: CLOSE_LABEL,
  };
}
