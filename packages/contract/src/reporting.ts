/**
 * The read-only reporting API (issue 19; decision 150): a trade account's orders, invoices and van
 * stock for its own systems, read with one of its database reporting keys in
 * `Authorization: Bearer <key>` and no session or cookie. JSON by default; CSV with `?format=csv`
 * or `Accept: text/csv`. A key reads its own account only; a missing, unknown, regenerated-away or
 * removed key is a 401.
 */
import { z } from "zod";
import { failures } from "./errors.ts";
import { route } from "./route.ts";

const formatQuery = z.object({
  format: z
    .enum(["json", "csv"], { error: "Must be json or csv" })
    .optional()
    .describe("csv for comma-separated values; otherwise the Accept header decides, JSON by default"),
});

const accountOfKey = z
  .object({ accNumber: z.string(), name: z.string() })
  .describe("the trade account the key belongs to");

export const reportedOrderSchema = z.object({
  reference: z.string(),
  placedAt: z.iso.datetime(),
  status: z.enum(["placed", "cancelled"]),
  fulfilment: z.enum(["collection", "delivery"]),
  branch: z.string(),
  productsExVat: z.int().describe("pence"),
  deliveryExVat: z.int().describe("pence"),
  vat: z.int().describe("pence"),
  totalIncVat: z.int().describe("pence"),
  paymentMethod: z.enum(["card", "account"]),
});

export const reportedInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  issuedOn: z.string().describe("YYYY-MM-DD"),
  dueOn: z.string().describe("YYYY-MM-DD"),
  amount: z.int().describe("pence"),
  outstanding: z.int().describe("pence; 0 when paid"),
});

export const reportedVanStockSchema = z.object({
  registration: z.string(),
  partNumber: z.string(),
  product: z.string(),
  currentLevel: z.int(),
  minLevel: z.int().nullable().describe("null: no minimum level defined"),
  unitFactor: z.int(),
});

const report = <T extends z.ZodType>(rows: T) => z.object({ account: accountOfKey, rows: z.array(rows) });

const reportRoute = <P extends string, T extends z.ZodType>(path: P, what: string, rows: T) =>
  route({
    method: "GET",
    path,
    summary: `The key's trade account's ${what}, as JSON or CSV; authenticated by \`Authorization: Bearer <database reporting key>\``,
    tags: ["reporting"],
    query: formatQuery,
    responses: { 200: report(rows), ...failures(400, 401, 429) },
  });

export const reportingRoutes = {
  reportedOrders: reportRoute("/api/reporting/orders", "web orders, newest first", reportedOrderSchema),
  reportedInvoices: reportRoute("/api/reporting/invoices", "invoices, newest first", reportedInvoiceSchema),
  reportedVanStock: reportRoute(
    "/api/reporting/van-stock",
    "van stock, by van and product",
    reportedVanStockSchema,
  ),
};

export type ReportedOrder = z.infer<typeof reportedOrderSchema>;
export type ReportedInvoice = z.infer<typeof reportedInvoiceSchema>;
export type ReportedVanStock = z.infer<typeof reportedVanStockSchema>;
