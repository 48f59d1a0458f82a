/**
 * Checkout and orders (issue 12; spec/1 §2 checkout, §3 checkout fields, §5 Checkout; spec/2 §2
 * checkout tabs): what the shopper may pay with, placing the order in one go (re-priced, stock
 * taken, paid, basket emptied), the 3-D Secure confirmation, and reading placed orders. Field
 * names are the spec's checkout form's, so the page's errors land under its inputs.
 */
import { z } from "zod";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { priceSchema } from "./money.ts";
import { route } from "./route.ts";

const field = (max: number) => text(max, { trim: true });
const optionalField = (max: number) => field(max).optional();

export const checkoutAddressSchema = z.strictObject({
  Address1: field(100),
  Address2: optionalField(100),
  Town: field(60),
  County: optionalField(60),
  PostCode: field(10),
});

const deliveryFieldsSchema = z.strictObject({
  Address1: optionalField(100),
  Address2: optionalField(100),
  Town: optionalField(60),
  County: optionalField(60),
  PostCode: optionalField(10),
  LookupFetch: optionalField(100),
  LookupNumber: optionalField(60),
  LookupPostcode: optionalField(10),
});

/** spec/1 §3 card fields. CardExisting "0" (or absent) is a new card; otherwise a saved card's id. */
export const checkoutCardSchema = z.strictObject({
  CardExisting: text(12).default("0"),
  CardNumber: optionalField(30),
  CardTypeID: optionalField(2),
  SecurityNumber: optionalField(4),
  EndM: optionalField(2),
  EndY: optionalField(4),
  StartM: optionalField(2),
  StartY: optionalField(4),
  IssueNumber: optionalField(2),
  FullName: optionalField(100),
  SaveCard: z.boolean().default(false).describe("keep the card (its gateway token) for the next order"),
  Token: optionalField(255).describe("a card token made by the gateway's own fields in the page (Stripe)"),
});

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const idempotencyKey = z
  .string({ error: "Must be text" })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: "Must be 16 to 64 letters, digits, - or _" })
  .describe("made by the page once per checkout: a retry or double click places one order");

export const placeOrderBodySchema = z
  .strictObject({
    idempotencyKey,
    Name: field(100),
    EmailAddress: field(254),
    EmailAddress2: optionalField(254),
    Phone: optionalField(30),
    Invoice: checkoutAddressSchema,
    DeliveryInvoice: z.boolean().default(false).describe("deliver to the invoice address"),
    LookupStatus: z.enum(["", "fetch", "lookup"]).default(""),
    Delivery: deliveryFieldsSchema.optional(),
    DeliveryDate: optionalField(10).describe("YYYY-MM-DD, one of the dates the calendar offers"),
    payment: z.discriminatedUnion("method", [
      z.strictObject({ method: z.literal("card"), card: checkoutCardSchema }),
      z.strictObject({ method: z.literal("account") }),
    ]),
    expectedTotal: z
      .int({ error: "Must be a whole number of pence" })
      .min(0)
      .describe("the grand total the shopper was shown, in pence: a different total now is refused"),
  })
  .meta({ id: "PlaceOrderBody" });
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

const orderAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
});

export const orderSchema = z
  .object({
    reference: z.string(),
    placedAt: z.string().describe("ISO date-time"),
    status: z.enum(["placed", "cancelled"]),
    fulfilment: z.enum(["collection", "delivery"]),
    branch: z.object({ id: z.int(), name: z.string(), phone: z.string(), email: z.string() }),
    name: z.string(),
    email: z.string(),
    invoiceAddress: orderAddressSchema,
    deliveryAddress: orderAddressSchema.nullable(),
    deliveryDate: z.string().nullable().describe("YYYY-MM-DD"),
    lines: z.array(
      z.object({
        productId: z.int(),
        partNumber: z.string(),
        name: z.string(),
        quantity: z.int(),
        unitPrice: priceSchema,
        lineTotal: priceSchema,
      }),
    ),
    totals: z.object({
      products: priceSchema,
      delivery: priceSchema,
      vat: z.int(),
      grandTotal: z.int(),
    }),
    payment: z.object({
      method: z.enum(["card", "account"]),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      accountNumber: z.string().nullable(),
    }),
  })
  .meta({ id: "Order" });
export type Order = z.infer<typeof orderSchema>;

export const checkoutOptionsSchema = z
  .object({
    account: z
      .object({
        id: z.int(),
        accNumber: z.string(),
        creditRemaining: z.int().describe("pence"),
      })
      .nullable()
      .describe("the active trade account that may pay on account; null for a consumer or a visitor"),
    savedCards: z.array(
      z.object({ id: z.int(), brand: z.string(), last4: z.string(), expMonth: z.int(), expYear: z.int() }),
    ),
    email: z.string().nullable().describe("the signed-in user's, to start the form with"),
    name: z.string().nullable(),
    gateway: z.object({
      name: z.enum(["sandbox", "stripe"]),
      publishableKey: z.string().nullable().describe("Stripe's, for its card fields in the page"),
    }),
  })
  .meta({ id: "CheckoutOptions" });
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

const challengeSchema = z.object({
  challengeUrl: z.string().describe("where the shopper passes the card's 3-D Secure check"),
  idempotencyKey: z.string(),
});

const orderReply = z.object({ order: orderSchema });

export const checkoutRoutes = {
  checkoutOptions: route({
    method: "GET",
    path: "/api/checkout/options",
    summary: "How the shopper may pay: on the active trade account's credit, a saved card, or a new card",
    tags: ["checkout"],
    responses: { 200: checkoutOptionsSchema },
  }),
  placeOrder: route({
    method: "POST",
    path: "/api/checkout/orders",
    summary:
      "Place the basket as an order in one go: re-priced on the shopper's terms, stock taken at the branch without overselling, paid by card or on account, basket emptied, confirmation emailed. The same idempotencyKey answers the same order.",
    tags: ["checkout"],
    body: placeOrderBodySchema,
    responses: {
      201: orderReply,
      200: orderReply.describe("the order this idempotencyKey already placed"),
      202: challengeSchema.describe("the card needs a 3-D Secure check first; then confirm"),
      ...failures(400, 402, 403, 409, 429, 503),
    },
  }),
  confirmOrder: route({
    method: "POST",
    path: "/api/checkout/orders/{idempotencyKey}/confirm",
    summary: "After the 3-D Secure check: the order is placed if the card was approved",
    tags: ["checkout"],
    params: z.object({ idempotencyKey }),
    responses: { 201: orderReply, 200: orderReply, ...failures(400, 402, 404, 409, 503) },
  }),
  order: route({
    method: "GET",
    path: "/api/orders/{reference}",
    summary:
      "A placed order, for its confirmation page and the account's order history; only its customer sees it",
    tags: ["checkout"],
    params: z.object({ reference: text(20) }),
    responses: { 200: orderReply, ...failures(400, 404) },
  }),
  accountOrders: route({
    method: "GET",
    path: "/api/account/orders",
    summary: "The signed-in user's orders, newest first",
    tags: ["account"],
    responses: {
      200: z.object({
        orders: z.array(
          orderSchema.pick({
            reference: true,
            placedAt: true,
            status: true,
            fulfilment: true,
            branch: true,
            totals: true,
          }),
        ),
      }),
      ...failures(401),
    },
  }),
};
