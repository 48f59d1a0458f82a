/**
 * Adding to the basket (spec/2 §4 "Add to basket", "Opening the selector"; §8): with no branch
 * or postcode chosen the store selector asks first and the add finishes once one is; the button
 * rests while an add runs; the reply opens the mini basket (under 980 px a success pop-up), or
 * says in a 'Your Basket' dialog why nothing was added.
 */
import { useCallback, useState } from "react";
import type { AddToBasketReply } from "@merchant/contract";
import {
  ADD_TO_BASKET_ERROR_TITLE,
  addToBasketOutcome,
  type AddToBasketOutcome,
} from "@merchant/domain/basket";
import { pushCartEvent } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api.ts";
import { addToBasket } from "./api.ts";
import { useBasket } from "./basket-context.tsx";

export type AddItem = { productId: number; quantity: number };

/** A message for the shopper after an add: why it was refused, or (on a narrow screen) that it worked. */
export type AddMessage = { title: string; message: string; autoCloseMs?: number; added: boolean };

const viewportWidth = () => window.innerWidth;

/** The reply in the terms of addToBasketOutcome: a 409 is the server refusing with its reason. */
function outcomeOf(reply: AddToBasketReply | null, failure: unknown): AddToBasketOutcome {
  if (reply)
    return addToBasketOutcome({ httpStatus: 200, itemAdded: reply.added.length > 0 }, viewportWidth());
  if (failure instanceof ApiError && failure.status === 409) {
    return addToBasketOutcome(
      { httpStatus: 200, itemAdded: false, errorMessage: failure.message },
      viewportWidth(),
    );
  }
  return addToBasketOutcome(
    { httpStatus: failure instanceof ApiError ? failure.status : 0 },
    viewportWidth(),
  );
}

function messageOf(outcome: AddToBasketOutcome): AddMessage | null {
  switch (outcome.kind) {
    case "alert":
      return { title: ADD_TO_BASKET_ERROR_TITLE, message: outcome.message, added: false };
    case "dialog":
      return {
        title: outcome.title,
        message: outcome.message,
        ...(outcome.autoCloseMs ? { autoCloseMs: outcome.autoCloseMs } : {}),
        added: false,
      };
    default:
      return outcome.show === "success-popup"
        ? {
            title: ADD_TO_BASKET_ERROR_TITLE,
            message: outcome.message,
            autoCloseMs: outcome.autoCloseMs,
            added: true,
          }
        : null;
  }
}

export function useAddToBasket() {
  const { replace, location, setMiniBasket } = useBasket();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<AddMessage | null>(null);

  const send = useCallback(
    async (items: AddItem[]) => {
      setBusy(true);
      let reply: AddToBasketReply | null = null;
      let failure: unknown = null;
      try {
        reply = await addToBasket({ items });
        replace(reply.basket);
        pushCartEvent(
          "add_to_cart",
          reply.added.map((added) => ({ ...added, unitPricePence: added.unitPrice.incVat })),
        );
      } catch (error) {
        failure = error;
      } finally {
        setBusy(false);
      }
      const outcome = outcomeOf(reply, failure);
      if (outcome.kind === "added" && outcome.show === "mini-basket") setMiniBasket("added");
      setMessage(messageOf(outcome));
    },
    [replace, setMiniBasket],
  );

  /** Adds the items, first asking for a branch or postcode when none is chosen. */
  const add = useCallback(
    (items: AddItem[]) => {
      if (busy) return;
      if (location.chosen) return void send(items);
      location.choose((chosen) => {
        if (chosen) void send(items);
      });
    },
    [busy, location, send],
  );

  /** A check on the page refused the add: said in the same dialog as the server's refusals. */
  const refuse = useCallback(
    (text: string) => setMessage({ title: ADD_TO_BASKET_ERROR_TITLE, message: text, added: false }),
    [],
  );
  const dismiss = useCallback(() => setMessage(null), []);

  return { add, busy, message, refuse, dismiss };
}
