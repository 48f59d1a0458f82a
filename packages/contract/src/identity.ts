/**
 * Registering, a forgotten password and changing it (issue 11 Identity; decision 114). A link to
 * set a new password is emailed through the outbox and works once, for an hour.
 */
import { checkNewPassword, passwordTooShortMessage } from "@merchant/domain/accounts";
import { z } from "zod";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { route } from "./route.ts";
import { emailSchema, PASSWORD_MAX_LENGTH, signedInUserSchema } from "./session.ts";

/** A password being chosen: long enough (the domain's rule), not so long that hashing it is a burden. */
const newPasswordSchema = z
  .string({ error: "Is required" })
  .max(PASSWORD_MAX_LENGTH, { error: `Must be at most ${PASSWORD_MAX_LENGTH} characters` })
  .refine((password) => checkNewPassword(password, password).ok, { error: passwordTooShortMessage() });

/** The random part of an emailed link: 32 bytes in base64url. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const registerBodySchema = z.strictObject({
  name: text(100, { missing: "Please enter your name.", trim: true }).min(1, {
    error: "Please enter your name.",
  }),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const identityRoutes = {
  register: route({
    method: "POST",
    path: "/api/auth/register",
    summary:
      "Open an account with name, email and password, and sign in to it (the visitor's basket follows)",
    tags: ["auth"],
    body: registerBodySchema,
    responses: { 201: z.object({ user: signedInUserSchema }), ...failures(400, 403, 409, 429) },
  }),
  forgottenPassword: route({
    method: "POST",
    path: "/api/auth/forgotten-password",
    summary:
      "Email a single-use link to set a new password, when an account uses the address; the reply is the same either way",
    tags: ["auth"],
    body: z.strictObject({ email: emailSchema }),
    responses: { 202: z.object({ message: z.string() }), ...failures(400, 403, 429) },
  }),
  resetPassword: route({
    method: "POST",
    path: "/api/auth/reset-password",
    summary:
      "Set a new password with an emailed link's token (once, within the hour); signs in and ends the account's other sessions",
    tags: ["auth"],
    body: z.strictObject({
      token: z
        .string({ error: "Is required" })
        .regex(RESET_TOKEN_PATTERN, { error: "Is not a link we sent" }),
      password: newPasswordSchema,
    }),
    responses: { 200: z.object({ user: signedInUserSchema }), ...failures(400, 403, 429) },
  }),
  changePassword: route({
    method: "PUT",
    path: "/api/account/password",
    summary: "Change the signed-in user's password, given the current one; ends the account's other sessions",
    tags: ["account"],
    body: z.strictObject({
      currentPassword: z
        .string({ error: "Is required" })
        .min(1, { error: "Is required" })
        .max(PASSWORD_MAX_LENGTH, { error: `Must be at most ${PASSWORD_MAX_LENGTH} characters` }),
      newPassword: newPasswordSchema,
    }),
    responses: { 204: z.null(), ...failures(400, 401, 403, 429) },
  }),
};
