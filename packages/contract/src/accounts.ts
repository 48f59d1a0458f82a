/**
 * Trade accounts (issue 11; spec/1 §2 account pages, §3, §4 account switch; spec/2 §3 accounts): a
 * signed-in user may hold several, each tied to an ERP; one is active in the session. Switching
 * follows spec/1 §4: switched at once, or refused with the 'Trade Terms Enquiry', or held for a
 * request of trade terms where the two ERPs cannot share them.
 */
import { z } from "zod";
import { ERP_CODES } from "./constants.ts";
import { failures } from "./errors.ts";
import { wholeNumber } from "./input.ts";
import { route } from "./route.ts";
import { branchOrPostcodeQuery } from "./basket.ts";
import { emailSchema } from "./session.ts";
import { brandCodeSchema } from "./site.ts";

export const tradeAccountSchema = z
  .object({
    id: z.int(),
    accNumber: z.string(),
    name: z.string(),
    erp: z.enum(ERP_CODES),
    erpFriendly: z.string().describe("the ERP's name as customers know it"),
    brand: brandCodeSchema,
    creditLimit: z.int().describe("pence"),
    balance: z.int().describe("pence owed now; negative when in credit"),
    creditRemaining: z.int().describe("pence: the limit less the balance (spec/2 §3)"),
    isNative: z.boolean().describe("the account's ERP is this site's own"),
    active: z.boolean(),
  })
  .meta({ id: "TradeAccount" });
export type TradeAccount = z.infer<typeof tradeAccountSchema>;

export const tradeAccountsSchema = z
  .object({ accounts: z.array(tradeAccountSchema) })
  .meta({ id: "TradeAccounts" });
export type TradeAccounts = z.infer<typeof tradeAccountsSchema>;

const branchContactSchema = z.object({
  id: z.int(),
  brand: z.string().describe("the brand's name"),
  name: z.string().describe("LocationName"),
  phone: z.string(),
  email: z.string(),
});

export const accountSwitchSchema = z
  .discriminatedUnion("outcome", [
    z.object({ outcome: z.literal("switched"), account: tradeAccountSchema }),
    z.object({
      outcome: z.literal("trade-terms-enquiry"),
      title: z.string(),
      message: z
        .string()
        .describe("'You don't currently have trade terms with the {brand} {location} branch…'"),
    }),
    z.object({
      outcome: z.literal("request-terms"),
      account: tradeAccountSchema,
      branch: branchContactSchema,
    }),
  ])
  .meta({ id: "AccountSwitch" });
export type AccountSwitch = z.infer<typeof accountSwitchSchema>;

const accountBody = z.strictObject({ accountId: wholeNumber({ min: 1 }) });

/**
 * spec/2 §4 ERP and trade-account compatibility of a branch or postcode about to be chosen, for a
 * signed-in trade user: `fine` (nothing to ask: same ERP, no trade account, or an ax/opal pair
 * set directly), `activate` (the one compatible account becomes active with the change), `choose`
 * (the account-selection dialog; the change then names `accountId`), or `unsupported` (no usable
 * account: the change needs `acceptUnsupported`, and empties the basket).
 */
export const branchCompatibilitySchema = z
  .discriminatedUnion("step", [
    z.object({ step: z.literal("fine") }),
    z.object({ step: z.literal("activate"), account: tradeAccountSchema }),
    z.object({ step: z.literal("choose"), accounts: z.array(tradeAccountSchema).min(1) }),
    z.object({
      step: z.literal("unsupported"),
      message: z
        .string()
        .describe("'We're sorry, the selected branch does not support this type of trade account.'"),
      branch: branchContactSchema,
    }),
  ])
  .meta({ id: "BranchCompatibility" });
export type BranchCompatibility = z.infer<typeof branchCompatibilitySchema>;

export const accountRoutes = {
  tradeAccounts: route({
    method: "GET",
    path: "/api/account/trade-accounts",
    summary:
      "The signed-in user's trade accounts with their credit, the active one marked (spec/1 §7 GetAccounts): erpFilter 0 all, 1 those in the site's ERP (the default), 2 those in the ERP of the branch (branchId, or the shopper's branch)",
    tags: ["account"],
    query: z.object({
      erpFilter: wholeNumber({ min: 0, max: 2 })
        .default(1)
        .transform((filter) => filter as 0 | 1 | 2),
      branchId: wholeNumber({ min: 1 }).optional().describe("the branch whose ERP filter 2 keeps"),
    }),
    responses: { 200: tradeAccountsSchema, ...failures(400, 401, 404) },
  }),
  activeAccount: route({
    method: "GET",
    path: "/api/account/active-account",
    summary: "The session's active trade account (spec/1 §7 getCurrentAccount); null for a user with none",
    tags: ["account"],
    responses: { 200: z.object({ account: tradeAccountSchema.nullable() }), ...failures(401) },
  }),
  switchAccount: route({
    method: "PUT",
    path: "/api/account/active-account",
    summary:
      "Make one of the user's trade accounts the active one (spec/1 §4 account switch): switched, a Trade Terms Enquiry, or a request of terms to offer",
    tags: ["account"],
    body: accountBody,
    responses: { 200: accountSwitchSchema, ...failures(400, 401, 403, 404) },
  }),
  branchCompatibility: route({
    method: "GET",
    path: "/api/account/branch-compatibility",
    summary:
      "Whether the user's trade accounts can be used at the branch or postcode about to be chosen (spec/2 §4); fine for a visitor",
    tags: ["account"],
    query: branchOrPostcodeQuery,
    responses: { 200: branchCompatibilitySchema, ...failures(400, 404, 503) },
  }),
  accountExists: route({
    method: "GET",
    path: "/api/account/exists",
    summary:
      "Whether an account uses the email (spec/1 §7 /ajax/account/{address}): a guest at checkout is asked to log in for their prices; nothing more is told, and a client may ask 10 times a minute",
    tags: ["account"],
    query: z.object({ email: emailSchema }),
    responses: { 200: z.object({ exists: z.boolean() }), ...failures(400, 429) },
  }),
  requestTradeTerms: route({
    method: "POST",
    path: "/api/account/trade-terms-requests",
    summary:
      "Ask a branch (by email, through the outbox) to open trade terms for one of the user's accounts: branchId, or the shopper's branch",
    tags: ["account"],
    body: accountBody.extend({
      branchId: wholeNumber({ min: 1 })
        .optional()
        .describe("the branch to ask (spec/2 §4, before changing to it); the branch in force when absent"),
    }),
    responses: { 202: z.object({ message: z.string() }), ...failures(400, 401, 403, 404, 409, 429) },
  }),
};
