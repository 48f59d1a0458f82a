/**
 * Account documents (issue 11; spec/1 §2 account pages, §4 online-invoice activation, §7
 * /account/activateinvoiceexport and /account/logdocumentclick): asking that a trade account's
 * invoices be sent online, the statement of a trade account, and the log of which account
 * documents users open (decision 118).
 */
import { z } from "zod";
import { tradeAccountSchema } from "./accounts.ts";
import { failures } from "./errors.ts";
import { wholeNumber } from "./input.ts";
import { route } from "./route.ts";

/**
 * Every kind of document the account area links to (spec/1 §7 logdocumentclick `type`). Closed, so
 * the log counts the same words; a page that links to a new kind adds it here first.
 */
export const ACCOUNT_DOCUMENT_TYPES = [
  "statement",
  "invoice",
  "credit-note",
  "delivery-note",
  "quote",
  "order",
] as const;
export type AccountDocumentType = (typeof ACCOUNT_DOCUMENT_TYPES)[number];

const accountIdSchema = wholeNumber({ min: 1 }).describe("one of the signed-in user's trade accounts");

export const onlineInvoiceRequestSchema = z
  .object({
    accountId: z.int(),
    requestedAt: z.iso.datetime().describe("when it was first asked; asking again keeps this"),
  })
  .meta({ id: "OnlineInvoiceRequest" });
export type OnlineInvoiceRequest = z.infer<typeof onlineInvoiceRequestSchema>;

export const onlineInvoiceRequestsSchema = z
  .object({
    requests: z
      .array(onlineInvoiceRequestSchema)
      .describe("one per trade account of the user already asked for; none for the others"),
  })
  .meta({ id: "OnlineInvoiceRequests" });
export type OnlineInvoiceRequests = z.infer<typeof onlineInvoiceRequestsSchema>;

export const onlineInvoiceRequestSentSchema = z
  .object({
    message: z.string().describe("'Request Sent' (spec/1 §4)"),
    request: onlineInvoiceRequestSchema,
  })
  .meta({ id: "OnlineInvoiceRequestSent" });
export type OnlineInvoiceRequestSent = z.infer<typeof onlineInvoiceRequestSentSchema>;

export const accountStatementSchema = z
  .object({
    account: tradeAccountSchema,
    asOf: z.iso.datetime().describe("when the figures were read"),
  })
  .meta({ id: "AccountStatement" });
export type AccountStatement = z.infer<typeof accountStatementSchema>;

export const documentClickSchema = z.strictObject({
  type: z.enum(ACCOUNT_DOCUMENT_TYPES, { error: `Must be one of ${ACCOUNT_DOCUMENT_TYPES.join(", ")}` }),
  accountId: accountIdSchema
    .optional()
    .describe("the trade account the document belongs to; the session's active account when absent"),
});
export type DocumentClick = z.input<typeof documentClickSchema>;

export const accountDocumentRoutes = {
  onlineInvoiceRequests: route({
    method: "GET",
    path: "/api/account/online-invoices",
    summary: "Which of the signed-in user's trade accounts have asked for online invoices, and when",
    tags: ["account"],
    responses: { 200: onlineInvoiceRequestsSchema, ...failures(401) },
  }),
  requestOnlineInvoices: route({
    method: "POST",
    path: "/api/account/online-invoices",
    summary:
      "Ask that a trade account's invoices be sent online (spec/1 §4 online-invoice activation): the accounts contact of a branch where the account has terms is emailed; asking again keeps the first request and sends nothing more",
    tags: ["account"],
    body: z.strictObject({ accountId: accountIdSchema }),
    responses: { 202: onlineInvoiceRequestSentSchema, ...failures(400, 401, 403, 404, 409, 429) },
  }),
  accountStatement: route({
    method: "GET",
    path: "/api/account/statements/{accountId}",
    summary: "The statement of one of the user's trade accounts: its credit figures now",
    tags: ["account"],
    params: z.object({ accountId: accountIdSchema }),
    responses: { 200: accountStatementSchema, ...failures(400, 401, 404) },
  }),
  logDocumentClick: route({
    method: "POST",
    path: "/api/account/document-clicks",
    summary:
      "Record that the user opened an account document of a type (spec/1 §7 /account/logdocumentclick); the reply is not shown",
    tags: ["account"],
    body: documentClickSchema,
    responses: { 204: z.null(), ...failures(400, 401, 403, 404, 429) },
  }),
};
