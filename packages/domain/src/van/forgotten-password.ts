import { isEmailAddress } from "../checkout/index.ts";
import { fail, ok, type Result } from "../shared/result.ts";
import { FORGOTTEN_PASSWORD_EMAIL_REQUIRED } from "./messages.ts";

/**
 * spec/3 §5 Forgotten password: an email is required; the message asks for a valid one, so the
 * shape is checked too, with the checkout's email rule.
 */
export function checkForgottenPasswordEmail(email: string): Result<string, "invalid_email"> {
  const trimmed = email.trim();
  return isEmailAddress(trimmed) ? ok(trimmed) : fail("invalid_email", FORGOTTEN_PASSWORD_EMAIL_REQUIRED);
}
