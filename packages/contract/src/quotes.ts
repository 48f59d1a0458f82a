/**
 * Branch quotes (issue 14; spec/2 §2 branch quotation page, §3 quote-check response, §5 quote form,
 * §7 /bussss/checkquoteexists): a quote is found by the customer's email and its reference
 * together. A wrong email and a wrong reference answer the same, so neither can be guessed alone.
 */
import { z } from "zod";
import { checkQuoteReference, QUOTE_REFERENCE_INVALID_MESSAGE } from "@merchant/domain/quotes";
import { ERP_CODES } from "./constants.ts";
import { failures } from "./errors.ts";
import { withoutControlCharacters } from "./input.ts";
import { priceSchema } from "./money.ts";
import { route } from "./route.ts";
import { emailSchema } from "./session.ts";

const referenceSchema = withoutControlCharacters(
  z
    .string({ error: QUOTE_REFERENCE_INVALID_MESSAGE })
    .trim()
    .max(64, { error: QUOTE_REFERENCE_INVALID_MESSAGE }),
).refine((reference) => checkQuoteReference(reference).ok, { error: QUOTE_REFERENCE_INVALID_MESSAGE });

export const quoteCheckRequestSchema = z.strictObject({ email: emailSchema, reference: referenceSchema });

export const quoteLineSchema = z.object({
  partNumber: z.string(),
  name: z
    .string()
    .nullable()
    .describe("the catalogue's name for the part number; null when the shop does not sell it"),
  quantity: z.number().int().positive(),
  price: priceSchema.describe("each, as quoted"),
});

export const quoteSchema = z.object({
  reference: z.string(),
  erp: z.enum(ERP_CODES),
  branch: z
    .object({ id: z.number().int(), code: z.string(), name: z.string(), email: z.string() })
    .nullable()
    .describe("null when the branch that made the quote no longer exists"),
  staffName: z.string(),
  staffEmail: z.string(),
  deliveryPostcode: z.string().nullable(),
  expiresAt: z.string().describe("ISO 8601"),
  lines: z.array(quoteLineSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteCheckSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("no-quote"),
    message: z.string().describe("shown under the reference field"),
  }),
  z.object({
    outcome: z.literal("expired"),
    message: z.string(),
    extendLabel: z.string(),
    quote: quoteSchema,
  }),
  z.object({ outcome: z.literal("valid"), quote: quoteSchema }),
]);
export type QuoteCheck = z.infer<typeof quoteCheckSchema>;

export const quoteSummarySchema = z.object({
  reference: z.string(),
  erp: z.enum(ERP_CODES),
  branchName: z.string().nullable(),
  expiresAt: z.string().describe("ISO 8601"),
  status: z.enum(["valid", "expired"]),
  lineCount: z.number().int(),
  totalExVat: z.number().int().describe("pence, the lines at their quoted prices"),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const accountQuotesSchema = z.object({ quotes: z.array(quoteSummarySchema).describe("newest first") });

export const quoteExtendedSchema = z.object({
  message: z
    .string()
    .describe("'Thank you for your request. A member of the team will be in contact with you soon.'"),
});

export const quoteRoutes = {
  checkQuote: route({
    method: "POST",
    path: "/api/quotes/check",
    summary:
      "A branch quote by the customer's email and its reference (POST /bussss/checkquoteexists): no quote, expired (with the Extend Quote button) or valid, with its lines; limited per client",
    tags: ["quotes"],
    body: quoteCheckRequestSchema,
    responses: { 200: quoteCheckSchema, ...failures(400, 403, 429) },
  }),
  accountQuotes: route({
    method: "GET",
    path: "/api/account/quotes",
    summary:
      "The active trade account's branch quotes, newest first, with status and expiry (page type account-branchquotes); 401 signed out, 403 without a trade account",
    tags: ["quotes"],
    responses: { 200: accountQuotesSchema, ...failures(401, 403) },
  }),
  extendQuote: route({
    method: "POST",
    path: "/api/quotes/extend",
    summary:
      "Asks the branch and the staff member who made an expired quote to extend it (POST bussss/Sendexpiredquotetobasketemail), by email; 404 unless the email and reference find an expired quote; limited per client",
    tags: ["quotes"],
    body: quoteCheckRequestSchema,
    responses: { 200: quoteExtendedSchema, ...failures(400, 403, 404, 429) },
  }),
};
