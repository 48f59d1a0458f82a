import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "~/lib/api.ts";
import { confirmOrder } from "./api.ts";
import { CHECKOUT_PATH, confirmationPath } from "./paths.ts";
import { NO_ANSWER_AT_CHECKOUT } from "./use-place-order.ts";

/**
 * Confirms a checkout attempt's order after the card's check (decisions 128, 129): on to the
 * order's confirmation, or back to the checkout with the card's decline and the basket as it was.
 * Answers the words to show when neither happened (the shop's refusal, or no answer at all).
 */
export function useConfirmOrder() {
  const navigate = useNavigate();
  return useCallback(
    async (idempotencyKey: string): Promise<string | null> => {
      try {
        const { order } = await confirmOrder(idempotencyKey);
        await navigate(confirmationPath(order.reference), { replace: true, state: { placed: true } });
        return null;
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 402) {
          await navigate(CHECKOUT_PATH, { replace: true, state: { declined: failure.message } });
          return null;
        }
        return failure instanceof ApiError ? failure.message : NO_ANSWER_AT_CHECKOUT;
      }
    },
    [navigate],
  );
}
