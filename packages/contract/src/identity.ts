/**
 * Registering, a forgotten password and changing it (issue 11 Identity; decision 114). A link to
 * set a new password is emailed through the outbox and works once, for an hour.
 */
import { z } from "zod";
import { failures } from "./errors.ts";
import { formField } from "./forms.ts";
import { wholeNumber } from "./input.ts";
import { route } from "./route.ts";
import { emailSchema, signedInUserSchema } from "./session.ts";

/** The random part of an emailed link: 32 bytes in base64url. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The form's fields are checked by the domain's table of its rules (decision 120), the one the
 * page's check on blur answers from: a password long enough, not so long that hashing is a burden.
 */
export const registerBodySchema = z.strictObject({
  name: formField("registration", "name"),
  email: formField("registration", "email"),
  password: formField("registration", "password"),
  branchId: wholeNumber({ min: 1 })
    .optional()
    .describe(
      "spec/2 §7 registration-form: the branch chosen in the form's 'Your nearest branch' step; it must take orders online, and becomes the user's home branch and the session's branch",
    ),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const identityRoutes = {
  register: route({
    method: "POST",
    path: "/api/auth/register",
    summary:
      "Open an account with name, email, password and optionally a home branch, and sign in to it (the visitor's basket follows)",
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
      password: formField("reset-password", "password"),
    }),
    responses: { 200: z.object({ user: signedInUserSchema }), ...failures(400, 403, 429) },
  }),
  changePassword: route({
    method: "PUT",
    path: "/api/account/password",
    summary: "Change the signed-in user's password, given the current one; ends the account's other sessions",
    tags: ["account"],
    body: z.strictObject({
      currentPassword: formField("change-password", "currentPassword"),
      newPassword: formField("change-password", "newPassword"),
    }),
    responses: { 204: z.null(), ...failures(400, 401, 403, 429) },
  }),
};
