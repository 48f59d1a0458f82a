/**
 * Account and invoice payments (issue 12; spec/1 §2 account payment screen, §3 account payment
 * fields, §4 and §8 invoice payment, §5 Payments, §7 InvoicePaymentAmount and
 * ClearSelectedInvoices): the active trade account's open invoices and payment limits, the
 * invoices the user has ticked (kept by the server), their total as the ERP confirms them, and
 * card payments of an amount or of the ticked invoices. All money is in pence (decision 126).
 */
import { z } from "zod";
import { failures } from "./errors.ts";
import { text, wholeNumber } from "./input.ts";
import { route } from "./route.ts";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("a London calendar day, YYYY-MM-DD");

export const openInvoiceSchema = z
  .object({
    id: z.int(),
    invoiceNumber: z.string(),
    issuedOn: isoDate,
    dueOn: isoDate,
    amountPence: z.int().describe("the invoice's total"),
    outstandingPence: z.int().describe("what is left to pay; above zero for an open invoice"),
    selected: z.boolean().describe("ticked by this user to pay"),
  })
  .meta({ id: "OpenInvoice" });
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

export const accountPaymentsSchema = z
  .object({
    account: z
      .object({
        id: z.int(),
        accNumber: z.string(),
        name: z.string(),
        balance: z.int().describe("pence owed now; negative when in credit"),
      })
      .describe("the session's active trade account"),
    limits: z
      .object({
        minPence: z.int().describe("MinPaymentAmount: £1.00, or the whole balance when it is less"),
        maxPence: z.int().describe("MaxPaymentAmount: the balance owed; 0 when nothing is owed"),
      })
      .describe("what a single payment may be (spec/1 §5 Payments)"),
    invoices: z.array(openInvoiceSchema).describe("the open invoices, soonest due first"),
    gateway: z
      .object({
        name: z.enum(["sandbox", "stripe"]),
        publishableKey: z.string().nullable().describe("Stripe's, for its card field in the page"),
      })
      .describe("how the page takes the card: typed (sandbox) or Stripe's own card field (Stripe)"),
  })
  .meta({ id: "AccountPayments" });
export type AccountPayments = z.infer<typeof accountPaymentsSchema>;

export const INVOICE_CHECK_STATUSES = ["ok", "Not found"] as const;

/** spec/1 §7 InvoicePaymentAmount's reply, read by the domain's `applyInvoiceAmountReply`. */
export const invoiceAmountReplySchema = z
  .object({
    reply: z.int().describe("the total in pence of the ticked invoices the ERP confirmed"),
    invoices: z
      .array(z.object({ id: z.int(), invoiceNumber: z.string(), outstandingPence: z.int() }))
      .describe("the ticked invoices the ERP confirmed: still ticked"),
    invoicePostCheck: z
      .record(z.string(), z.object({ status: z.enum(INVOICE_CHECK_STATUSES) }))
      .describe(
        "by invoice id, every ticked invoice: 'Not found' when the ERP could not confirm it (now unticked)",
      ),
  })
  .meta({ id: "InvoiceAmountReply" });
export type InvoiceAmountReplyBody = z.infer<typeof invoiceAmountReplySchema>;

/**
 * The card to pay with, as the checkout's card is (decision 129). Typed, in the spec's checkout field
 * names (spec/1 §3), with the sandbox gateway: its rules (Luhn, type, expiry, security code, name:
 * spec/1 §5 Checkout) are the domain's, answered as 400s naming `card.<field>`; never stored or
 * logged, only the brand, last four digits and expiry are kept. Or, with Stripe, `Token`: the
 * PaymentMethod Stripe's own card field made in the page, so the number never reaches the shop; a
 * typed number is then refused (400 naming `card.CardNumber`).
 */
export const paymentCardSchema = z
  .strictObject({
    CardNumber: text(30).optional().describe("spaces allowed; required unless `Token` is sent"),
    CardTypeID: z
      .literal([1, 2, 3, 5], { error: "Must be 1, 2, 3 or 5" })
      .optional()
      .describe("detected from the number when absent"),
    IssueNumber: text(2)
      .regex(/^\d{0,2}$/, { error: "Must be one or two digits" })
      .optional()
      .describe("shown for card types 3 and 5; judged by the card's bank, passed to no gateway"),
    SecurityNumber: text(4).optional(),
    EndM: text(2).optional().describe("expiry month, MM"),
    EndY: text(4).optional().describe("expiry year, YYYY"),
    StartM: text(2).optional().describe("start month, MM, when the card prints a start date"),
    StartY: text(4).optional().describe("start year, YYYY"),
    FullName: text(100).optional().describe("the cardholder's name"),
    Token: text(255, { trim: true })
      .regex(/^[A-Za-z0-9_:-]+$/, { error: "Must be a card token from the payment gateway's card field" })
      .optional()
      .describe(
        "a card token made by the gateway's own card field in the page (Stripe's PaymentMethod, `pm_…`); the typed fields are then not read",
      ),
  })
  .meta({ id: "PaymentCard" });
export type PaymentCard = z.input<typeof paymentCardSchema>;

const idempotencyKeySchema = z
  .string({ error: "Must be text" })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "Must be 16 to 64 letters, digits, - or _" })
  .describe(
    "made by the page once per payment: a retry or double click with the same key is the same payment",
  );

export const accountPaymentBodySchema = z.strictObject({
  amountPence: wholeNumber({ min: 0 }).describe("PaymentAmountSingle, in pence"),
  card: paymentCardSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type AccountPaymentBody = z.input<typeof accountPaymentBodySchema>;

export const invoicePaymentBodySchema = z.strictObject({
  totalPence: wholeNumber({ min: 0 }).describe(
    "InvoicePaymentAmount: the total the customer confirmed; a selection that no longer adds up to it is refused (409)",
  ),
  card: paymentCardSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type InvoicePaymentBody = z.input<typeof invoicePaymentBodySchema>;

export const paymentReceiptSchema = z
  .object({
    payment: z.object({
      reference: z.string().describe("PAY-000042"),
      kind: z.enum(["account", "invoices"]),
      amountPence: z.int(),
      card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.int(), expYear: z.int() }),
      paidAt: z.iso.datetime(),
      invoices: z
        .array(z.object({ id: z.int(), invoiceNumber: z.string(), amountPence: z.int() }))
        .describe("what an invoice payment put to each invoice; empty for a payment on account"),
    }),
    account: z
      .object({ id: z.int(), accNumber: z.string(), name: z.string(), balance: z.int() })
      .describe("the account as it is now, its balance reduced by the payment"),
  })
  .meta({ id: "PaymentReceipt" });
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

const invoiceIdParams = z.object({ invoiceId: wholeNumber({ min: 1 }) });

/** Each payment route: 201 taken, 200 the same payment asked again with its key, 402 the card refused. */
const paymentReplies = {
  200: paymentReceiptSchema,
  201: paymentReceiptSchema,
  ...failures(400, 401, 402, 403, 409, 429, 503),
};

export const accountPaymentRoutes = {
  accountPayments: route({
    method: "GET",
    path: "/api/account/payments",
    summary:
      "The active trade account's balance, the limits of a single payment and its open invoices with the user's ticks (spec/1 §2 account payment screen); 403 for a user with no trade account",
    tags: ["account"],
    responses: { 200: accountPaymentsSchema, ...failures(401, 403) },
  }),
  selectInvoice: route({
    method: "PUT",
    path: "/api/account/invoice-selection/{invoiceId}",
    summary:
      "Ticks an open invoice of the active account to pay; the server keeps the selection. Another account's invoice → 404, a paid one → 409",
    tags: ["account"],
    params: invoiceIdParams,
    responses: { 204: z.null(), ...failures(400, 401, 403, 404, 409, 429) },
  }),
  unselectInvoice: route({
    method: "DELETE",
    path: "/api/account/invoice-selection/{invoiceId}",
    summary:
      "Unticks an invoice of the active account (already unticked is fine); another account's invoice → 404",
    tags: ["account"],
    params: invoiceIdParams,
    responses: { 204: z.null(), ...failures(400, 401, 403, 404, 429) },
  }),
  clearInvoiceSelection: route({
    method: "DELETE",
    path: "/api/account/invoice-selection",
    summary: "Unticks every invoice the user has ticked (spec/1 §7 ClearSelectedInvoices)",
    tags: ["account"],
    responses: { 204: z.null(), ...failures(401, 403, 429) },
  }),
  confirmInvoiceSelection: route({
    method: "POST",
    path: "/api/account/invoice-selection/confirmation",
    summary:
      "Asks the ERP to confirm each ticked invoice and totals the confirmed ones (spec/1 §7 InvoicePaymentAmount): an invoice it answers 'Not found' is unticked on the server and listed so (§8)",
    tags: ["account"],
    responses: { 200: invoiceAmountReplySchema, ...failures(401, 403, 429) },
  }),
  payOnAccount: route({
    method: "POST",
    path: "/api/account/payments",
    summary:
      "Pays an amount off the active account's balance by card (spec/1 §5 Payments: at least the minimum, not above the maximum, 400 naming amountPence with the spec's words); the balance drops in the transaction that records the payment",
    tags: ["account"],
    body: accountPaymentBodySchema,
    responses: paymentReplies,
  }),
  payInvoices: route({
    method: "POST",
    path: "/api/account/invoice-payments",
    summary:
      "Pays the ticked invoices the ERP confirms, in full, by card: their outstanding goes to zero, the balance drops and the ticks clear in one transaction after the charge; nothing ticked → 409 'Please select the invoices to pay'",
    tags: ["account"],
    body: invoicePaymentBodySchema,
    responses: paymentReplies,
  }),
};
