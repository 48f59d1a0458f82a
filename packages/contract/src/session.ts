/** The shopper's session, their VAT display choice, and signing in and out. */
import { PASSWORD_MAX_LENGTH } from "@merchant/domain/accounts";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "@merchant/domain/checkout";
import { VAT_PREFERENCES } from "@merchant/domain/money";
import { COOKIE_CONSENTS } from "@merchant/domain/site";
import { z } from "zod";
import { failures } from "./errors.ts";
import { fulfilmentStateSchema } from "./fulfilment.ts";
import { withoutControlCharacters } from "./input.ts";
import { route } from "./route.ts";
import { brandCodeSchema } from "./site.ts";

/** The most a password may be: enough for any passphrase, too little to make hashing a burden. */
export { PASSWORD_MAX_LENGTH };

export const vatSchema = z.enum(VAT_PREFERENCES, { error: "Must be INC or EX" });

export const cookieConsentSchema = z.enum(COOKIE_CONSENTS, { error: "Must be all or essential" });

export const signedInUserSchema = z
  .object({ name: z.string(), email: z.string() })
  .meta({ id: "SignedInUser", description: "The user a session is signed in as." });
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const sessionSchema = z.object({
  csrfToken: z.string(),
  vat: vatSchema,
  cookieConsent: cookieConsentSchema
    .nullable()
    .describe(
      "the shopper's answer to the cookie banner (cookie cookie_consent): all, essential, or null before they answer; analytics run only on all",
    ),
  brand: brandCodeSchema,
  user: signedInUserSchema.nullable().describe("null when signed out"),
  fulfilment: fulfilmentStateSchema.describe("where the shopper collects from or has goods delivered to"),
  basketItemCount: z.int().describe("the sum of the basket's quantities, for the header"),
  loginNoBranch: z
    .boolean()
    .describe(
      "spec/2 §6 loginNoBranch: the user just logged in with no branch or postcode and no usable home branch; the page asks for a home branch until one is chosen or the question is dismissed",
    ),
  expired: z
    .boolean()
    .describe(
      "the request's session cookie names no live session (it expired or was ended elsewhere): the page sends the shopper through logout to the signed-out page",
    ),
});
export type Session = z.infer<typeof sessionSchema>;

/** An email address as typed into a form: trimmed, checked for shape and length. */
// Control characters would reach the database (PostgreSQL refuses NUL) before any password check.
export const emailSchema = withoutControlCharacters(
  z
    .string({ error: "Must be an email address" })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: `Must be at most ${EMAIL_MAX_LENGTH} characters` }),
).refine(isEmailAddress, { error: "Must be an email address" });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Is required" })
    .min(1, { error: "Is required" })
    .max(PASSWORD_MAX_LENGTH, { error: `Must be at most ${PASSWORD_MAX_LENGTH} characters` }),
});

export const sessionRoutes = {
  session: route({
    method: "GET",
    path: "/api/session",
    summary:
      "The shopper's session: its CSRF token, VAT display choice, brand and signed-in user (stores nothing: a visitor without a session gets a token signed from cookie csrf)",
    tags: ["session"],
    responses: { 200: sessionSchema },
  }),
  setVatPreference: route({
    method: "PUT",
    path: "/api/preferences/vat",
    summary: "Show prices inc or ex VAT (kept in cookie price_vat for a year)",
    tags: ["session"],
    body: z.object({ vat: vatSchema }),
    responses: { 200: z.object({ vat: vatSchema }), ...failures(400, 403) },
  }),
  setCookieConsent: route({
    method: "PUT",
    path: "/api/preferences/cookies",
    summary:
      "Answer the cookie banner (spec/1 §2 accept cookies): all lets the analytics data layer run, essential keeps only what the shop needs (kept in cookie cookie_consent for a year)",
    tags: ["session"],
    body: z.object({ consent: cookieConsentSchema }),
    responses: { 200: z.object({ consent: cookieConsentSchema }), ...failures(400, 403) },
  }),
  logIn: route({
    method: "POST",
    path: "/api/auth/login",
    summary: "Sign in with email and password (renews the session: new cookie and CSRF token)",
    tags: ["auth"],
    body: loginBodySchema,
    responses: { 200: z.object({ user: signedInUserSchema }), ...failures(400, 401, 403, 429) },
  }),
  dismissHomeBranchQuestion: route({
    method: "DELETE",
    path: "/api/session/login-no-branch",
    summary:
      "Stop asking the signed-in user for a home branch (spec/2 §6 loginNoBranch): they closed the question without choosing",
    tags: ["session"],
    responses: { 204: z.null(), ...failures(401, 403) },
  }),
  logOut: route({
    method: "POST",
    path: "/api/auth/logout",
    summary: "Sign out (ends the session: its cookie and CSRF token open nothing any more)",
    tags: ["auth"],
    responses: { 204: z.null(), ...failures(403) },
  }),
};
