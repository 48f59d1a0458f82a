/**
 * spec/2 §4 "Branch or postcode change and basket differences": before the collection branch or
 * the delivery postcode changes, the server says what the change would do to the basket. A basket
 * the change leaves alone (an empty one too) changes at once, as before; otherwise the shopper is
 * asked first, and only Change Branch sends the change, confirmed. A basket that changed meanwhile
 * (the set answers 409 with BASKET_DIFFERS_MESSAGE) is read again and the shopper asked again.
 */
import type { BasketDifferences } from "@merchant/contract";
import {
  BASKET_DIFFERS_MESSAGE,
  branchDifferenceLines,
  type BasketDiffTarget,
  type BranchDifferenceLine,
} from "@merchant/domain/basket";
import { ApiError } from "~/lib/api.ts";
import * as api from "./api.ts";

/** The new place: a collection branch or a delivery postcode. */
export type DifferencesQuery = { branchId: number } | { postcode: string };

/** What the 'Branch differences' dialog shows. */
export type DifferencesQuestion = { target: BasketDiffTarget; lines: BranchDifferenceLine[] };

/** Asks the shopper: true for Change Branch, false for Cancel (or closing the dialog). */
export type AskAboutDifferences = (question: DifferencesQuestion) => Promise<boolean>;

/** Sends the change; `confirmDifferences` once the shopper has accepted what it does to the basket. */
export type SendConfirmed<T> = (confirmDifferences: boolean) => Promise<T>;

export function differencesQuestion(differences: BasketDifferences): DifferencesQuestion {
  const { target: to } = differences;
  const target: BasketDiffTarget =
    to.fulfilment === "delivery"
      ? { fulfilment: "delivery", postcode: to.postcode ?? "" }
      : { fulfilment: "collection", branchName: to.branch?.name ?? "" };
  return { target, lines: branchDifferenceLines(differences.items, target) };
}

const basketDiffers = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === BASKET_DIFFERS_MESSAGE;

/** null when the shop could not say: the change is then sent unconfirmed, and the server decides. */
async function readDifferences(query: DifferencesQuery): Promise<BasketDifferences | null> {
  try {
    return (await api.basketDifferences(query)) ?? null;
  } catch {
    return null;
  }
}

/**
 * The change, sent once the basket's differences allow it: its answer, or null when the shopper
 * chose Cancel (nothing was sent). A failure of the change itself is thrown, as `send` throws it.
 */
export async function changeCheckedAgainstBasket<T>(
  query: DifferencesQuery,
  send: SendConfirmed<T>,
  ask: AskAboutDifferences,
): Promise<T | null> {
  let differences = await readDifferences(query);
  for (let attempt = 1; ; attempt += 1) {
    if (differences && !differences.fine) {
      return (await ask(differencesQuestion(differences))) ? send(true) : null;
    }
    try {
      return await send(false);
    } catch (error) {
      // Asked again once: a basket that keeps changing under the shopper is a failure to report.
      if (!basketDiffers(error) || attempt > 1) throw error;
    }
    differences = await readDifferences(query);
  }
}

/** The quiet set (the first branch found, spec/2 §4) never asks: a basket it would change waits for the shopper's own Select. */
export const declineDifferences: AskAboutDifferences = async () => false;
