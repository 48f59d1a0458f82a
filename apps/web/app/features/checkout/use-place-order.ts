/**
 * Sending the order (spec/1 §4 'Checkout submit'): one request at a time (a flag records that the
 * order was submitted, and a second press or Enter meanwhile does nothing), each attempt with an
 * idempotency key of its own. A request that got no answer (the network failed, the shop did not
 * answer in time, or could not reach the card service) may have placed the order all the same, so
 * the next press sends the same key again and the server answers the order it already made rather
 * than making a second (DESIGN.md "a double click or a retry makes one order and one charge").
 * Any answer that settles the attempt (placed, refused, declined) lets the next attempt have a new key.
 */
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { PlaceOrderBody } from "@merchant/contract";
import { PRICES_CHANGED_AT_CHECKOUT } from "@merchant/domain/orders";
import { ApiError } from "~/lib/api.ts";
import { placeOrder } from "./api.ts";
import { errorsFromApi, type CheckoutErrors } from "./checkout-form.ts";
import { newIdempotencyKey } from "./idempotency.ts";
import { challengePath, confirmationPath } from "./paths.ts";

/** Ours: the spec quotes no words for a request that got no answer (decision 128). */
export const NO_ANSWER_AT_CHECKOUT =
  "We could not reach the shop to place your order. Please check your connection and press Place order again: your order will not be placed twice.";

/**
 * The gateway's card field could not make a token of the card (Stripe's words: an incomplete
 * number, a card it refuses, no connection): nothing was sent to the shop.
 */
export class CardEntryRefused extends Error {
  override readonly name = "CardEntryRefused";
}

/** Why the order was not placed, and where the page shows it. */
export type Refusal =
  | { at: "fields"; errors: CheckoutErrors; message: string | null }
  | { at: "payment"; message: string }
  | { at: "form"; message: string; pricesChanged: boolean };

/** The answer came, but the order may have been made all the same: keep the key for the retry. */
// A card the gateway's field refused sent nothing now, but the key may be an unanswered attempt's: kept.
const mayHaveBeenPlaced = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

function refusalOf(error: unknown): Refusal {
  if (error instanceof CardEntryRefused)
    return { at: "fields", errors: { CardNumber: error.message }, message: null };
  if (!(error instanceof ApiError))
    return { at: "form", message: NO_ANSWER_AT_CHECKOUT, pricesChanged: false };
  if (error.status === 400) {
    const { errors, other } = errorsFromApi(error.fields);
    const named = Object.keys(errors).length > 0;
    return { at: "fields", errors, message: named ? (other[0] ?? null) : (other[0] ?? error.message) };
  }
  if (error.status === 402) return { at: "payment", message: error.message };
  const pricesChanged =
    error.status === 409 && (error.message === PRICES_CHANGED_AT_CHECKOUT || "expectedTotal" in error.fields);
  return { at: "form", message: error.message, pricesChanged };
}

type Options = {
  /** The basket's total changed on the server: the page reads its basket again. */
  onPricesChanged: () => void;
};

export function usePlaceOrder({ onPricesChanged }: Options) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const submitted = useRef(false);
  /** The key of an attempt that got no answer, sent again by the retry. */
  const unansweredKey = useRef<string | null>(null);

  const place = useCallback(
    /** The order's body for this attempt's key: a promise when the card is first made a token (Stripe). */
    async (bodyFor: (idempotencyKey: string) => PlaceOrderBody | Promise<PlaceOrderBody>) => {
      if (submitted.current) return;
      submitted.current = true;
      setSending(true);
      setRefusal(null);
      const idempotencyKey = unansweredKey.current ?? newIdempotencyKey();
      unansweredKey.current = idempotencyKey;
      try {
        const placed = await placeOrder(await bodyFor(idempotencyKey));
        unansweredKey.current = null;
        // The button keeps its spinner while the next page loads.
        if (placed.kind === "placed") {
          await navigate(confirmationPath(placed.order.reference), { state: { placed: true } });
        } else {
          const to = challengePath(placed.challengeUrl, placed.idempotencyKey);
          if (to.startsWith("/")) await navigate(to);
          else window.location.assign(to);
        }
      } catch (error) {
        if (!mayHaveBeenPlaced(error)) unansweredKey.current = null;
        const why = refusalOf(error);
        setRefusal(why);
        if (why.at === "form" && why.pricesChanged) onPricesChanged();
        submitted.current = false;
        setSending(false);
      }
    },
    [navigate, onPricesChanged],
  );

  return { place, sending, refusal, clearRefusal: useCallback(() => setRefusal(null), []) };
}
