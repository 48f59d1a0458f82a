/**
 * Branch orders (issue 14; spec/2 §2 page types account-branchorderdetail and
 * account-ax-branchorderdetail): orders a trade account placed at a branch, over the counter or by
 * phone, read from the branch's ERP. Only the session's active trade account's, by their number;
 * another's answers as a number that does not exist. An AX order carries AX's own references
 * (spec/2 §3 "for the other ERP: branch_code, order_number, customer_account") and each line's
 * variant and unit codes (spec/3 §3 axVariantCode, axUnitCode).
 */
import { z } from "zod";
import { ERP_CODES } from "./constants.ts";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { priceSchema } from "./money.ts";
import { route } from "./route.ts";

/** Longer than any ERP's order number ("BT-SO200001", AX's "SO-0020001"). */
const MAX_ORDER_NUMBER_LENGTH = 20;

const orderNumberSchema = text(MAX_ORDER_NUMBER_LENGTH).regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/, {
  error: "Must be an order number: letters and digits, with dashes or slashes between",
});

const fulfilmentSchema = z.enum(["collection", "delivery"]);
const statusSchema = z
  .string()
  .describe(
    "the ERP's own words: 'Awaiting picking', 'Ready to collect', 'Out for delivery', 'Delivered', 'Collected', 'Invoiced'",
  );

export const branchOrderSummarySchema = z.object({
  orderNumber: z.string(),
  erp: z.enum(ERP_CODES),
  branchName: z.string().nullable().describe("null when the branch no longer exists"),
  status: statusSchema,
  fulfilment: fulfilmentSchema,
  orderedAt: z.string().describe("ISO 8601"),
  lineCount: z.number().int(),
  totalExVat: z.number().int().describe("pence"),
});
export type BranchOrderSummary = z.infer<typeof branchOrderSummarySchema>;

export const branchOrderLineSchema = z.object({
  partNumber: z.string(),
  description: z.string(),
  quantity: z.number().int().positive(),
  quantityDelivered: z.number().int().nonnegative().describe("delivered or collected so far"),
  unitPrice: priceSchema.describe("each, as the branch priced it"),
  lineTotal: priceSchema,
  axVariantCode: z.string().nullable().describe("AX only (spec/3 §3 axVariantCode); null on other ERPs"),
  axUnitCode: z.string().nullable().describe("AX only (spec/3 §3 axUnitCode); null on other ERPs"),
});
export type BranchOrderLine = z.infer<typeof branchOrderLineSchema>;

/** spec/2 §3 "for the other ERP: branch_code, order_number, customer_account": an AX document's own references. */
export const axReferencesSchema = z
  .object({
    branchCode: z.string().nullable().describe("null when the branch no longer exists"),
    orderNumber: z.string().describe("AX's sales order or quotation number"),
    customerAccount: z.string().nullable().describe("the trade account's number; null when made on none"),
  })
  .nullable()
  .describe(
    "AX's own references (spec/2 §3 branch_code, order_number, customer_account); null on other ERPs",
  );

export const branchOrderSchema = z.object({
  orderNumber: z.string(),
  erp: z.enum(ERP_CODES),
  status: statusSchema,
  fulfilment: fulfilmentSchema,
  orderedAt: z.string().describe("ISO 8601"),
  requiredOn: z.string().nullable().describe("London calendar day YYYY-MM-DD; null when none was asked"),
  customerReference: z.string().nullable().describe("the customer's own reference (their purchase order)"),
  deliveryPostcode: z.string().nullable(),
  staffName: z.string().describe("who took the order at the branch"),
  branch: z
    .object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
    })
    .nullable()
    .describe("null when the branch no longer exists"),
  lines: z.array(branchOrderLineSchema),
  totals: z.object({
    exVat: z.number().int(),
    vat: z.number().int(),
    incVat: z.number().int(),
  }),
  ax: axReferencesSchema,
});
export type BranchOrder = z.infer<typeof branchOrderSchema>;

export const branchOrderRoutes = {
  accountBranchOrders: route({
    method: "GET",
    path: "/api/account/branch-orders",
    summary:
      "The active trade account's orders placed at a branch (counter or phone), newest first, from the branches' ERPs; 401 signed out, 403 without a trade account",
    tags: ["branch orders"],
    responses: {
      200: z.object({ orders: z.array(branchOrderSummarySchema).describe("newest first") }),
      ...failures(401, 403),
    },
  }),
  accountBranchOrder: route({
    method: "GET",
    path: "/api/account/branch-orders/{orderNumber}",
    summary:
      "One of the active trade account's branch orders with its lines (page type account-branchorderdetail, account-ax-branchorderdetail for AX with AX's references); another account's order is a 404 like a number that does not exist",
    tags: ["branch orders"],
    params: z.object({ orderNumber: orderNumberSchema }),
    responses: { 200: z.object({ order: branchOrderSchema }), ...failures(400, 401, 403, 404) },
  }),
};
