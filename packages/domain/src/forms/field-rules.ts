/**
 * spec/1 §5 "Generic field rule": a field can be compared with another field, matched to a
 * pattern, or checked as an email; with those, the plain rules every form has: required, and a
 * least and a most number of characters. A field's rules are data (`FieldRules`); a form is a
 * table of them (form-models.ts). `checkFieldValue` answers the first rule a value breaks with
 * that rule's words, or null: the same answer for the page's question on blur (spec/1 §3 field
 * validation request, response fieldMessage) and for the submit.
 */
import { isEmailAddress } from "../checkout/field-rules.ts";
import { CONTROL_CHARACTERS_MESSAGE } from "./messages.ts";

/** A bound on the number of characters, counted as a person counts them (an emoji is one). */
export type LengthRule = { readonly value: number; readonly message: string };

export type FieldRules = {
  /** The words for an empty value. Without them the field may be left empty, and then only `compareWith` applies. */
  readonly required?: string;
  /** Outer spaces are no part of the value (a name); they are in a password, which is `trim: false`. */
  readonly trim: boolean;
  readonly minLength?: LengthRule;
  /** Every field has a most: no form takes text without end. */
  readonly maxLength: LengthRule;
  readonly pattern?: { readonly value: RegExp; readonly message: string };
  /** The words for a value that is not an email address. */
  readonly email?: string;
  /** The field must equal another of the same form (a password typed twice). */
  readonly compareWith?: { readonly field: string; readonly message: string };
  /**
   * Typed text refuses control characters (the database refuses a NUL, and no field takes a line
   * break); a password, which is only hashed, may hold anything.
   */
  readonly controlCharacters?: "allowed";
};

const CONTROL_CHARACTER = /\p{Cc}/u;

const characters = (text: string): number => [...text].length;

/**
 * The first rule `value` breaks, in the order a person fixes them (given at all, then its
 * characters, its length, its shape, then whether it matches the field it is compared with), or
 * null. `otherValue` is the compared field's value; without it the comparison is not made.
 */
export function checkFieldValue(rules: FieldRules, value: string, otherValue?: string): string | null {
  const typed = rules.trim ? value.trim() : value;
  if (typed === "" && rules.required) return rules.required;
  if (typed !== "") {
    if (rules.controlCharacters !== "allowed" && CONTROL_CHARACTER.test(typed))
      return CONTROL_CHARACTERS_MESSAGE;
    const length = characters(typed);
    if (rules.minLength && length < rules.minLength.value) return rules.minLength.message;
    if (length > rules.maxLength.value) return rules.maxLength.message;
    // search() ignores and restores lastIndex, so a /g pattern answers the same every call.
    if (rules.pattern && typed.search(rules.pattern.value) === -1) return rules.pattern.message;
    if (rules.email && !isEmailAddress(typed)) return rules.email;
  }
  if (rules.compareWith && otherValue !== undefined) {
    const other = rules.trim ? otherValue.trim() : otherValue;
    if (typed !== other) return rules.compareWith.message;
  }
  return null;
}
