/**
 * The app's delivery options (issue 18; spec/3 §2 Private store tabs, §4 Collection and delivery,
 * §7 psgetdeliveries, pscollectdelivery, psdeliveritems; decisions 162, 163): the store's
 * collections, signed for with a name and a drawn signature, and deliveries of invoices by number.
 * The store is the app's (Change store's, else the account's); another store's collection answers
 * 404. Each action carries an id the phone made: the same id sent again is applied once and
 * answered as the first time.
 */
import { z } from "zod";
import {
  COLLECTION_NOT_SIGNED,
  COLLECTION_SIGNER_MISSING,
  DELIVERY_RESULT_PREFIX,
  NOTHING_TO_DELIVER,
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_MAX_LENGTH,
} from "@merchant/domain/van";
import { failures } from "./errors.ts";
import { text, wholeNumber } from "./input.ts";
import { route } from "./route.ts";
import { actionIdSchema } from "./van-app.ts";
import { appStoreSchema } from "./van-basket.ts";

const SIGNER_NAME_MAX_LENGTH = 100;
/** spec/3 §5 invoice numbers are 10 to 12 characters; a scan of more is noise the server refuses. */
const INVOICE_NUMBER_MAX_LENGTH = 40;
/** A van's load of invoices in one delivery. */
const INVOICES_MAX_COUNT = 50;

const clientId = actionIdSchema;

export const storeCollectionSchema = z
  .object({
    id: z.number().int(),
    orderNumber: z.string(),
    customerName: z.string(),
    products: z
      .array(z.object({ code: z.string(), name: z.string(), quantity: z.number().int() }))
      .describe("spec/3 §3 Collection product JSON"),
  })
  .meta({ id: "StoreCollection" });
export type StoreCollection = z.infer<typeof storeCollectionSchema>;

export const collectBodySchema = z.strictObject({
  clientId,
  signature: z
    .string({ error: COLLECTION_NOT_SIGNED })
    .startsWith(SIGNATURE_DATA_URL_PREFIX, { error: COLLECTION_NOT_SIGNED })
    .max(SIGNATURE_MAX_LENGTH, { error: `Must be at most ${SIGNATURE_MAX_LENGTH} characters` })
    .describe("spec/3 §7 sigOutput: the pad's PNG as a data URL"),
  signerName: text(SIGNER_NAME_MAX_LENGTH, { missing: COLLECTION_SIGNER_MISSING, trim: true })
    .min(1, { error: COLLECTION_SIGNER_MISSING })
    .describe("spec/3 §7 sigName"),
});

export const deliverBodySchema = z.strictObject({
  clientId,
  invoiceNumbers: z
    .array(text(INVOICE_NUMBER_MAX_LENGTH), { error: NOTHING_TO_DELIVER })
    .min(1, { error: NOTHING_TO_DELIVER })
    .max(INVOICES_MAX_COUNT, { error: `Must be at most ${INVOICES_MAX_COUNT} invoices` })
    .describe("spec/3 §7 invoiceNumbers, as scanned or typed"),
});

export const deliveryResultSchema = z.object({
  success: z.array(z.string()).describe("invoices added to the delivery"),
  fail: z.array(z.string()).describe("invoices that failed the invoice checks"),
  message: z.string().describe(`"${DELIVERY_RESULT_PREFIX}" and a line per invoice (spec/3 §8)`),
});

export const vanDeliveryRoutes = {
  storeCollections: route({
    method: "GET",
    path: "/api/app/collections",
    summary: "spec/3 §7 psgetdeliveries: the app's store and its orders waiting to be collected",
    tags: ["van app"],
    responses: {
      200: z.object({ store: appStoreSchema, collections: z.array(storeCollectionSchema) }),
      ...failures(401, 403, 409),
    },
  }),
  collect: route({
    method: "POST",
    path: "/api/app/collections/{collectionId}/collect",
    summary:
      "spec/3 §7 pscollectdelivery: the collection is signed for (a PNG signature and a name) and leaves the list; another store's answers 404, one already collected 409",
    tags: ["van app"],
    params: z.object({ collectionId: wholeNumber({ min: 1 }) }),
    body: collectBodySchema,
    responses: {
      200: z.object({ orderNumber: z.string(), collectedAt: z.string() }),
      ...failures(400, 401, 403, 404, 409),
    },
  }),
  deliver: route({
    method: "POST",
    path: "/api/app/deliveries",
    summary:
      "spec/3 §7 psdeliveritems: delivers the invoices from the app's store; each is added or fails the invoice checks (not the store's, already delivered, or not an invoice number)",
    tags: ["van app"],
    body: deliverBodySchema,
    responses: { 200: deliveryResultSchema, ...failures(400, 401, 403, 409) },
  }),
};
