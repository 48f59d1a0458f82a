import { isValid, toNormalised } from "postcode";
import { fail, ok, type Result } from "../shared/result.ts";
import { POSTCODE_INVALID_MESSAGE } from "./messages.ts";

/**
 * UK postcodes (spec/2 §5, spec/3 §5 Postcode check). The shape check comes from the `postcode`
 * package (tested against the ONS directory) rather than a home-made pattern.
 * Spaces are ignored anywhere, so "sw1a2aa", " SW1A 2AA " and "SW 1A2 AA" all read as SW1A 2AA
 * (docs/decisions/020-postcode-validation.md).
 */
const withoutSpaces = (input: string): string => input.replace(/\s+/g, "");

export function isValidPostcode(input: string): boolean {
  return isValid(withoutSpaces(input));
}

/** Upper case with one space before the last three characters; null when not a postcode. */
export function normalisePostcode(input: string): string | null {
  return toNormalised(withoutSpaces(input));
}

export type PostcodeCode = "postcode_required" | "postcode_invalid";

export type PostcodeCheckOptions = {
  /** spec/2 §5 and spec/3 §5 accept a blank postcode where the field is optional. */
  readonly allowEmpty?: boolean;
  /** Each screen words the refusal its own way (store finder, delivery charges …). */
  readonly message?: string;
};

/** A normalised postcode, "" for an accepted blank, or the screen's message. */
export function checkPostcode(
  input: string,
  options: PostcodeCheckOptions = {},
): Result<string, PostcodeCode> {
  const message = options.message ?? POSTCODE_INVALID_MESSAGE;
  if (withoutSpaces(input) === "") {
    return options.allowEmpty ? ok("") : fail("postcode_required", message);
  }
  const postcode = normalisePostcode(input);
  return postcode === null ? fail("postcode_invalid", message) : ok(postcode);
}

/** Two postcodes name the same place when they match ignoring spaces and case. */
export function samePostcode(a: string, b: string): boolean {
  return withoutSpaces(a).toUpperCase() === withoutSpaces(b).toUpperCase();
}

/**
 * spec/1 §5 Checkout: "1 to 2 letters, 1 to 2 digits, an optional letter, an optional space,
 * a digit, 2 letters", anchored. Looser than `isValidPostcode` in the outward code (it takes
 * "AB12C 3DE", which no UK postcode has) and stricter about spaces (at most one between the
 * halves; only surrounding spaces are trimmed, as a pasted value often carries them).
 */
const CHECKOUT_POSTCODE_PATTERN = /^[A-Z]{1,2}[0-9]{1,2}[A-Z]? ?[0-9][A-Z]{2}$/i;

export function matchesCheckoutPostcodePattern(input: string): boolean {
  return CHECKOUT_POSTCODE_PATTERN.test(input.trim());
}
