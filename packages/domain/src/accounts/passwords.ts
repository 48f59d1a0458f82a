import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import { PASSWORD_TOO_SHORT_MESSAGE, PASSWORDS_DIFFER_MESSAGE, RESET_LINK_SENT_MESSAGE } from "./messages.ts";

/**
 * The shortest password an account may have (decision 114): the strength bar (spec/1 §4, §9)
 * advises, this refuses. Long passphrases are welcome; the API caps the length only to keep
 * hashing cheap.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password taken: enough for any passphrase, too little to make hashing a burden. */
export const PASSWORD_MAX_LENGTH = 1024;
/** How long a link to set a new password works, once (decision 114). */
export const RESET_LINK_LIFETIME_MINUTES = 60;
export const RESET_LINK_LIFETIME_MS = RESET_LINK_LIFETIME_MINUTES * 60_000;

export const passwordTooShortMessage = (): string =>
  fillMessage(PASSWORD_TOO_SHORT_MESSAGE, { min: PASSWORD_MIN_LENGTH });

export const resetLinkSentMessage = (): string =>
  fillMessage(RESET_LINK_SENT_MESSAGE, { minutes: RESET_LINK_LIFETIME_MINUTES });

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
const characters = (text: string): number => [...text].length;

export type NewPasswordRefusal = "too_short" | "passwords_differ";

/**
 * A new password as typed twice on the registration, reset and change forms: long enough, and
 * the same both times. Spaces count: a passphrase may start or end with one.
 */
export function checkNewPassword(password: string, confirmation: string): Result<string, NewPasswordRefusal> {
  if (characters(password) < PASSWORD_MIN_LENGTH) return fail("too_short", passwordTooShortMessage());
  if (password !== confirmation) return fail("passwords_differ", PASSWORDS_DIFFER_MESSAGE);
  return ok(password);
}
