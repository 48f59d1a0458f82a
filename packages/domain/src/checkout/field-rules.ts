import { fail, ok, type Result } from "../shared/result.ts";

/** RFC 5321 caps a whole address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

// One "@", no spaces, and a domain of dot-separated labels (letters, digits, inner hyphens).
// Deliberately forgiving about the local part: the confirmation email is the real proof.
const EMAIL = /^[^\s@]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/**
 * spec/1 §5 "Generic field rule": a field is compared with another field, matched to a pattern,
 * or checked as an email. The spec quotes no words for these, so each rule carries the message
 * its page shows beside the field (spec/1 §3 field validation response: fieldMessage).
 */
export type FieldRule =
  | { readonly kind: "compare"; readonly otherValue: string; readonly message: string }
  | { readonly kind: "pattern"; readonly pattern: RegExp; readonly message: string }
  | { readonly kind: "email"; readonly message: string };

export type FieldRuleRefusal = "mismatch" | "pattern" | "email";

/** Checks one trimmed field value; the accepted value comes back trimmed. */
export function checkField(value: string, rule: FieldRule): Result<string, FieldRuleRefusal> {
  const trimmed = value.trim();
  switch (rule.kind) {
    case "compare":
      return trimmed === rule.otherValue.trim() ? ok(trimmed) : fail("mismatch", rule.message);
    case "pattern":
      // search() ignores and restores lastIndex, so a /g pattern gives the same answer every call.
      return trimmed.search(rule.pattern) !== -1 ? ok(trimmed) : fail("pattern", rule.message);
    case "email":
      return isEmailAddress(trimmed) ? ok(trimmed) : fail("email", rule.message);
  }
}
