/**
 * Branch quotes (issue 14; spec/2 §2 branch quotation page, §3 quote-check response, §5 quote form,
 * §7 /bussss/checkquoteexists): a quote is found by the customer's email and its reference
 * together. A wrong email and a wrong reference answer the same, so neither can be guessed alone.
 */
import { z } from "zod";
import { checkQuoteReference, QUOTE_REFERENCE_INVALID_MESSAGE } from "@merchant/domain/quotes";
import { axReferencesSchema } from "./branch-orders.ts";
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
  ax: axReferencesSchema,
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
  customerEmail: z
    .string()
    .describe(
      "the email the quote was made for: with the reference, it opens the quote on the branch quotation page",
    ),
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
    .describe(
      "what was sent: 'Thank you for your request. A member of the team will be in contact with you soon.' for an extension",
    ),
});

export const quoteToBasketRequestSchema = quoteCheckRequestSchema.extend({
  changeDeliveryPostcode: z
    .boolean()
    .default(false)
    .describe(
      "the customer chose 'Change Delivery Address and add products': the quote's postcode becomes the delivery postcode",
    ),
});

/** spec/2 §3 add-from-quote response and §4 quote-to-basket flow, as the page shows them. */
export const quoteToBasketSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("confirm-postcode-change"),
    postcode: z.string().describe("the quote's delivery postcode"),
    message: z.string(),
    confirmLabel: z.string().describe("'Change Delivery Address and add products'"),
    closeLabel: z.string().describe("'Close'"),
  }),
  z.object({
    outcome: z.literal("refused"),
    message: z.string().describe("no postcode on the quote, or its branch is gone: nothing added"),
  }),
  z.object({
    outcome: z.literal("added"),
    goToBasket: z.boolean().describe("true when nothing failed: the page goes to /basket"),
    messages: z
      .array(z.string())
      .describe("otherwise what to show: already added, no store, or the items not added and whom to ask"),
    added: z.array(z.string()).describe("addedtobasket: part number and name of each line added"),
    notAdded: z.array(z.string()).describe("notaddedtobasket"),
  }),
]);
export type QuoteToBasket = z.infer<typeof quoteToBasketSchema>;

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
  addQuoteToBasket: route({
    method: "POST",
    path: "/api/quotes/basket",
    summary:
      "Adds a valid quote's lines to the basket at their quoted prices (POST /product/addtobasketbypartnumberfromquotes), after the postcode checks of the quote-to-basket flow; 404 unless the email and reference find the quote, 409 when it has expired; limited per client",
    tags: ["quotes"],
    body: quoteToBasketRequestSchema,
    responses: { 200: quoteToBasketSchema, ...failures(400, 403, 404, 409, 429) },
  }),
  emailQuote: route({
    method: "POST",
    path: "/api/quotes/email",
    summary:
      "Emails a quote, with the link that opens it here, to the address it was made for (which the customer gave with its reference); 404 unless the email and reference find a quote; limited per client",
    tags: ["quotes"],
    body: quoteCheckRequestSchema,
    responses: { 202: quoteExtendedSchema, ...failures(400, 403, 404, 429) },
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
