import { isEmailAddress } from "../checkout/index.ts";
import { fail, ok, type Result } from "../shared/result.ts";
import { NEWSLETTER_MISSING_FIELDS } from "./messages.ts";

export type NewsletterSignUp = { name: string; email: string };

/** spec/1 §5: name and email are both required (and the email must look like one) before signing up. */
export function checkNewsletterSignUp(input: {
  name?: string | null;
  email?: string | null;
}): Result<NewsletterSignUp, "missing_fields"> {
  const name = (input.name ?? "").trim();
  const email = (input.email ?? "").trim();
  if (!name || !isEmailAddress(email)) return fail("missing_fields", NEWSLETTER_MISSING_FIELDS);
  return ok({ name, email: email.toLowerCase() });
}
