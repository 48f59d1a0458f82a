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

export const accountRoutes = {
  tradeAccounts: route({
    method: "GET",
    path: "/api/account/trade-accounts",
    summary: "The signed-in user's trade accounts with their credit, the active one marked",
    tags: ["account"],
    responses: { 200: tradeAccountsSchema, ...failures(401) },
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
  requestTradeTerms: route({
    method: "POST",
    path: "/api/account/trade-terms-requests",
    summary:
      "Ask the shopper's branch (by email, through the outbox) to open trade terms for one of the user's accounts",
    tags: ["account"],
    body: accountBody,
    responses: { 202: z.object({ message: z.string() }), ...failures(400, 401, 403, 404, 409, 429) },
  }),
};
