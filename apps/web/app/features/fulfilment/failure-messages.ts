/**
 * spec/2 §7 "Response handling" and §8: what each failed call shows. A place the API does not
 * know (404) shows the server's own message; a call that failed otherwise shows the screen's
 * generic words. spec/2 §4: a change refused for want of the trade account's answer (when the
 * shop could not say beforehand which question to ask) shows the refusal.
 */
import { BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE, CHOOSE_ACCOUNT_MESSAGE } from "@merchant/domain/accounts";
import {
  DELIVERY_CHARGES_POSTCODE_MESSAGE,
  DELIVERY_STORE_POSTCODE_MESSAGE,
  POSTCODE_CALL_FAILED_MESSAGE,
  STORE_LOOKUP_FAILED_MESSAGE,
} from "@merchant/domain/branches";
import { collectionSetErrorMessage } from "@merchant/domain/basket";
import { ApiError } from "~/lib/api.ts";

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);
const unknownPlace = (error: unknown) =>
  statusOf(error) === 404 && error instanceof ApiError ? error.message : null;

const ACCOUNT_REFUSALS: readonly string[] = [CHOOSE_ACCOUNT_MESSAGE, BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE];
const accountRefusal = (error: unknown) =>
  statusOf(error) === 409 && error instanceof ApiError && ACCOUNT_REFUSALS.includes(error.message)
    ? error.message
    : null;

/** Ours: the specs quote no words for a request of trade terms that could not be sent. */
export const TERMS_REQUEST_FAILED_MESSAGE =
  "Sorry, your request could not be sent just now. Please try again.";

/** The selector's search for branches near a postcode or place. */
export const selectorSearchFailure = (error: unknown): string =>
  unknownPlace(error) ?? POSTCODE_CALL_FAILED_MESSAGE;

/** The store-change section's 'find store'. */
export const storeLookupFailure = (error: unknown): string =>
  unknownPlace(error) ?? STORE_LOOKUP_FAILED_MESSAGE;

/** Setting the delivery postcode: a postcode the API refuses is not a delivery postcode. */
export function deliveryPostcodeFailure(error: unknown): string {
  if (statusOf(error) === 400) return DELIVERY_STORE_POSTCODE_MESSAGE;
  return unknownPlace(error) ?? accountRefusal(error) ?? POSTCODE_CALL_FAILED_MESSAGE;
}

/** The delivery charges lookup. */
export function deliveryChargesFailure(error: unknown): string {
  const status = statusOf(error);
  return status === 400 || status === 404 ? DELIVERY_CHARGES_POSTCODE_MESSAGE : POSTCODE_CALL_FAILED_MESSAGE;
}

/**
 * Setting the collection branch: the API's refusal (a branch that does not sell online, say)
 * goes in the collection error area; null when the shop did not answer, which is 'Branch NOT Set'.
 */
export function collectionSetFailure(error: unknown): string | null {
  const status = statusOf(error);
  return status !== null && status < 500 && error instanceof ApiError
    ? collectionSetErrorMessage(error.message)
    : null;
}

/** The unsupported branch's "Ask the branch": the API's refusal in its words, otherwise ours. */
export function termsRequestFailure(error: unknown): string {
  const status = statusOf(error);
  return status !== null && status < 500 && error instanceof ApiError
    ? error.message
    : TERMS_REQUEST_FAILED_MESSAGE;
}
