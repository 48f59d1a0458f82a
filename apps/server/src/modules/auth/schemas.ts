import { EMAIL_MAX_LENGTH, isEmailAddress } from "@merchant/domain/checkout";
import { z } from "zod";
import { withoutControlCharacters } from "../../plugins/input-schemas.ts";

/** The most a password may be: enough for any passphrase, too little to make hashing a burden. */
const PASSWORD_MAX_LENGTH = 1024;

export const loginBodySchema = z.object({
  // Control characters would reach the database (PostgreSQL refuses NUL) before any password check.
  email: withoutControlCharacters(
    z
      .string({ error: "Must be an email address" })
      .trim()
      .max(EMAIL_MAX_LENGTH, { error: `Must be at most ${EMAIL_MAX_LENGTH} characters` }),
  ).refine(isEmailAddress, { error: "Must be an email address" }),
  password: z
    .string({ error: "Is required" })
    .min(1, { error: "Is required" })
    .max(PASSWORD_MAX_LENGTH, { error: `Must be at most ${PASSWORD_MAX_LENGTH} characters` }),
});

export const signedInUserSchema = z
  .object({ name: z.string(), email: z.string() })
  .meta({ id: "SignedInUser", description: "The user a session is signed in as." });
