/**
 * The pop-up messages of the store selector (spec/2 §4, §8, §9). The spec names 'Branch NOT Set'
 * and the 'Oops!' alert; the words confirming a set branch or postcode are ours.
 */
import {
  BRANCH_NOT_SET_MESSAGE,
  BRANCH_NOT_SET_TITLE,
  BRANCH_SET_MESSAGE,
  BRANCH_SET_TITLE,
} from "@merchant/domain/basket";
import { fillMessage } from "@merchant/domain/shared";
import type { LocalStore } from "@merchant/contract";
import type { SelectorWording } from "./brand-wording.ts";
import { BRANCH_SET_POPUP_MS, MESSAGE_POPUP_MS } from "./timings.ts";

export type Notice = {
  title: string;
  message: string;
  /** Closes itself after this long; null stays until the shopper answers. */
  closeAfterMs: number | null;
  /** The store finder reached from another page offers to go back there (spec/2 §4). */
  returnOffer?: { stayLabel: string; backLabel: string };
  /** spec/1 §8: the insecure-connection message is a link to the same page over https. */
  href?: string | null;
};

export function collectionSetNotice(branch: LocalStore, wording: SelectorWording): Notice {
  return {
    title: BRANCH_SET_TITLE,
    message: fillMessage(BRANCH_SET_MESSAGE, { branch: branch.fullName, place: wording.place }),
    closeAfterMs: BRANCH_SET_POPUP_MS,
  };
}

export function deliverySetNotice(postcode: string, branch: LocalStore): Notice {
  return {
    title: "Delivery Postcode Set",
    message: `We will deliver to ${postcode} from ${branch.fullName}.`,
    closeAfterMs: BRANCH_SET_POPUP_MS,
  };
}

export const branchNotSetNotice: Notice = {
  title: BRANCH_NOT_SET_TITLE,
  message: BRANCH_NOT_SET_MESSAGE,
  closeAfterMs: MESSAGE_POPUP_MS,
};

export const messageNotice = (title: string, message: string): Notice => ({
  title,
  message,
  closeAfterMs: MESSAGE_POPUP_MS,
});
