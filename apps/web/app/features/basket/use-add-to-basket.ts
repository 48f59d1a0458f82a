/**
 * Adding to the basket (spec/2 §4 "Add to basket", "Opening the selector"; §8): with no branch
 * or postcode chosen the store selector asks first and the add finishes once one is; the button
 * rests while an add runs; the reply opens the mini basket (under 980 px a success pop-up), or
 * says in a 'Your Basket' dialog why nothing was added. An add that offers the product's essential
 * extras (spec/2 §2 upsell) opens their dialog instead when it has any; adding extras from it is an
 * add like any other.
 */
import { useCallback, useState } from "react";
import type { AddToBasketReply, Essentials } from "@merchant/contract";
import {
  ADD_TO_BASKET_ERROR_TITLE,
  ADD_TO_BASKET_REQUEST_FAILED_MESSAGE,
  addToBasketOutcome,
  type AddToBasketOutcome,
} from "@merchant/domain/basket";
import { pushCartEvent } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api.ts";
import { addToBasket, essentialsOf } from "./api.ts";
import { useBasket } from "./basket-context.tsx";

export type AddItem = { productId: number; quantity: number };

/** The product whose essential extras are offered. */
export type ExtrasFor = { id: number; name: string };

/** The upsell dialog's content: a product's essential extras, offered after its add or from the basket page. */
export type ExtrasOffer = { product: ExtrasFor; items: Essentials["items"]; afterAdd: boolean };

/**
 * `offerExtras`: once added, offer the (first) product's essential extras (the product page).
 * `tallyRefusal`: the words for the server refusing a tally quantity (spec/2 §5's server check).
 */
export type AddOptions = { offerExtras?: boolean; tallyRefusal?: string };

/** What asking for a product's extras found: some (the dialog is open), none, or no answer. */
export type ExtrasFound = "offered" | "none" | "failed";

/** A message for the shopper after an add: why it was refused, or (on a narrow screen) that it worked. */
export type AddMessage = { title: string; message: string; autoCloseMs?: number; added: boolean };

const viewportWidth = () => window.innerWidth;

/** The reply in the terms of addToBasketOutcome: a 409 is the server refusing with its reason. */
function outcomeOf(
  reply: AddToBasketReply | null,
  failure: unknown,
  tallyRefusal?: string,
): AddToBasketOutcome {
  if (reply)
    return addToBasketOutcome({ httpStatus: 200, itemAdded: reply.added.length > 0 }, viewportWidth());
  if (failure instanceof ApiError && failure.status === 409) {
    const quantityRefused = failure.fields.quantity !== undefined;
    return addToBasketOutcome(
      {
        httpStatus: 200,
        itemAdded: false,
        errorMessage: (quantityRefused && tallyRefusal) || failure.message,
      },
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
  const [extras, setExtras] = useState<ExtrasOffer | null>(null);

  /** Sends the add; the basket it answers with shows everywhere, and the add is pushed to analytics. */
  const post = useCallback(
    async (
      items: AddItem[],
      tallyRefusal?: string,
    ): Promise<{ outcome: AddToBasketOutcome; added: AddToBasketReply["added"] }> => {
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
      }
      return { outcome: outcomeOf(reply, failure, tallyRefusal), added: reply?.added ?? [] };
    },
    [replace],
  );

  const announce = useCallback(
    (outcome: AddToBasketOutcome) => {
      if (outcome.kind === "added" && outcome.show === "mini-basket") setMiniBasket("added");
      setMessage(messageOf(outcome));
    },
    [setMiniBasket],
  );

  /** Opens the upsell dialog with the product's essential extras, when it has any. */
  const offerExtras = useCallback(async (product: ExtrasFor, afterAdd: boolean): Promise<ExtrasFound> => {
    let items: Essentials["items"];
    try {
      ({ items } = await essentialsOf(product.id));
    } catch {
      return "failed";
    }
    if (items.length === 0) return "none";
    setExtras({ product, items, afterAdd });
    return "offered";
  }, []);

  const send = useCallback(
    async (items: AddItem[], { offerExtras: withExtras = false, tallyRefusal }: AddOptions = {}) => {
      setBusy(true);
      try {
        const { outcome, added } = await post(items, tallyRefusal);
        const product = added[0];
        // The extras' dialog says the item was added: it stands in for the mini basket or pop-up.
        const offered =
          withExtras &&
          product !== undefined &&
          (await offerExtras({ id: product.productId, name: product.name }, true)) === "offered";
        if (!offered) announce(outcome);
      } finally {
        setBusy(false);
      }
    },
    [post, announce, offerExtras],
  );

  /** Adds the items, first asking for a branch or postcode when none is chosen. */
  const add = useCallback(
    (items: AddItem[], options?: AddOptions) => {
      if (busy) return;
      if (location.chosen) return void send(items, options);
      location.choose((chosen) => {
        if (chosen) void send(items, options);
      });
    },
    [busy, location, send],
  );

  /**
   * The upsell dialog's add: every extra with a quantity, in one request. Added, the dialog closes
   * and the add shows as any other; refused, the dialog stays and this answers the words why.
   */
  const addExtras = useCallback(
    async (items: AddItem[]): Promise<string | null> => {
      const { outcome } = await post(items);
      if (outcome.kind !== "added")
        return messageOf(outcome)?.message ?? ADD_TO_BASKET_REQUEST_FAILED_MESSAGE;
      setExtras(null);
      announce(outcome);
      return null;
    },
    [post, announce],
  );
  const closeExtras = useCallback(() => setExtras(null), []);

  /** A check on the page refused the add: said in the same dialog as the server's refusals. */
  const refuse = useCallback(
    (text: string) => setMessage({ title: ADD_TO_BASKET_ERROR_TITLE, message: text, added: false }),
    [],
  );
  const dismiss = useCallback(() => setMessage(null), []);

  return { add, busy, message, refuse, dismiss, extras, offerExtras, addExtras, closeExtras };
}
