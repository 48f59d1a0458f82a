import {
  ADD_TO_BASKET_ERROR_TITLE,
  ADD_TO_BASKET_NOT_ADDED_MESSAGE,
  ADD_TO_BASKET_REQUEST_FAILED_MESSAGE,
  ADD_TO_BASKET_SUCCESS_MESSAGE,
  PRODUCT_FORM_MISSING_MESSAGE,
} from "./messages.ts";

/** spec/2 §8: how long the not-added message stays; spec/2 §9: the narrow-screen success popup. */
export const NOT_ADDED_MESSAGE_MS = 3000;
export const NARROW_SCREEN_MAX_WIDTH = 980;
export const NARROW_SUCCESS_POPUP_MS = 3000;

export type AddToBasketReply = { httpStatus: number; itemAdded?: boolean; errorMessage?: string | null };

export type AddToBasketOutcome =
  | { kind: "alert"; message: string }
  | { kind: "dialog"; title: string; message: string; autoCloseMs?: number }
  | { kind: "added"; show: "mini-basket" }
  | { kind: "added"; show: "success-popup"; message: string; autoCloseMs: number };

/**
 * spec/2 §8 (and §2 for the narrow screen): a non-200 reply is an alert; an item not added shows the
 * server's errorMessage in a 'Your Basket' dialog, or the end-of-line message for 3 seconds; an added
 * item opens the mini basket, or under 980 px a success popup for 3 seconds. A 404 is a product
 * the shop no longer has, the old page's "product form missing": its words in the same dialog.
 */
export function addToBasketOutcome(reply: AddToBasketReply, viewportWidth: number): AddToBasketOutcome {
  if (reply.httpStatus === 404)
    return { kind: "dialog", title: ADD_TO_BASKET_ERROR_TITLE, message: PRODUCT_FORM_MISSING_MESSAGE };
  if (reply.httpStatus !== 200) return { kind: "alert", message: ADD_TO_BASKET_REQUEST_FAILED_MESSAGE };
  if (!reply.itemAdded) {
    const serverMessage = reply.errorMessage?.trim();
    return serverMessage
      ? { kind: "dialog", title: ADD_TO_BASKET_ERROR_TITLE, message: serverMessage }
      : {
          kind: "dialog",
          title: ADD_TO_BASKET_ERROR_TITLE,
          message: ADD_TO_BASKET_NOT_ADDED_MESSAGE,
          autoCloseMs: NOT_ADDED_MESSAGE_MS,
        };
  }
  return viewportWidth < NARROW_SCREEN_MAX_WIDTH
    ? {
        kind: "added",
        show: "success-popup",
        message: ADD_TO_BASKET_SUCCESS_MESSAGE,
        autoCloseMs: NARROW_SUCCESS_POPUP_MS,
      }
    : { kind: "added", show: "mini-basket" };
}
