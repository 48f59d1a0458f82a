import { type Result } from "../shared/result.ts";
import {
  DELIVERY_CHARGES_POSTCODE_MESSAGE,
  DELIVERY_STORE_POSTCODE_MESSAGE,
  POSTCODE_CALL_FAILED_MESSAGE,
  POSTCODE_LOOKUP_PLACEHOLDER,
  STORE_FINDER_POSTCODE_MESSAGE,
} from "./messages.ts";
import { checkPostcode, type PostcodeCode } from "./postcode.ts";

/** spec/2 §5: the boxes that need a real postcode, each with its own refusal. */
export type PostcodeField = "store-finder" | "delivery-charges" | "delivery-store";

const FIELD_MESSAGES: Record<PostcodeField, string> = {
  "store-finder": STORE_FINDER_POSTCODE_MESSAGE,
  "delivery-charges": DELIVERY_CHARGES_POSTCODE_MESSAGE,
  "delivery-store": DELIVERY_STORE_POSTCODE_MESSAGE,
};

export function checkPostcodeField(field: PostcodeField, input: string): Result<string, PostcodeCode> {
  return checkPostcode(input, { message: FIELD_MESSAGES[field] });
}

/**
 * spec/2 §7 Response handling: a failed store or delivery call shows the server's message when
 * it sent one, otherwise the generic postcode error.
 */
export function postcodeCallErrorMessage(serverMessage?: string | null): string {
  const message = serverMessage?.trim();
  return message ? message : POSTCODE_CALL_FAILED_MESSAGE;
}

/** spec/1 §5: the address popup looks a postcode up only when it has more than 2 characters. */
export const POSTCODE_LOOKUP_MIN_CHARACTERS = 3;

export type PostcodeLookupStep =
  | { readonly lookup: true; readonly postcode: string }
  /** Too short: the field is cleared and its placeholder asks for the full postcode. */
  | { readonly lookup: false; readonly value: ""; readonly placeholder: string };

export function postcodeLookupStep(input: string): PostcodeLookupStep {
  const postcode = input.trim();
  return postcode.replace(/\s+/g, "").length >= POSTCODE_LOOKUP_MIN_CHARACTERS
    ? { lookup: true, postcode }
    : { lookup: false, value: "", placeholder: POSTCODE_LOOKUP_PLACEHOLDER };
}
