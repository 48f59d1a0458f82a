/**
 * The app's delivery options (spec/3 §4 Collection and delivery, §5, §8; decision 163): the
 * store's collections, signing one for, and delivering invoices. A collection or delivery is
 * applied in one transaction with the receipt of the phone's id, so the same id sent again (a
 * retry, the offline queue) is applied once and answered as the first time.
 */
import {
  checkInvoiceNumber,
  deliveryResult,
  isPng,
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_MAX_BYTES,
} from "@merchant/domain/van";
import { conflict, invalid, notFound } from "../../lib/domain-errors.ts";
import type { ActionReceipts } from "../van/index.ts";
import type { AppStoreRow, VanDeliveryStore } from "./store.ts";

export const NO_STORE = "Please choose your store in Change store first.";
export const COLLECTION_NOT_FOUND = "This store has no collection with this id.";
export const ALREADY_COLLECTED = "This collection has already been collected.";
export const SIGNATURE_NOT_PNG = "Must be a PNG image of at most 200 kB";

type Deps = { store: VanDeliveryStore; receipts: ActionReceipts };

/** The PNG a data URL carries, or undefined when it is not one of a signature's size. */
function signaturePng(dataUrl: string): Buffer | undefined {
  const png = Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), "base64");
  return png.length <= SIGNATURE_MAX_BYTES && isPng(png) ? png : undefined;
}

export function createVanDeliveryService({ store, receipts }: Deps) {
  const { once } = receipts;
  return {
    async storeOf(userId: number, chosenBranchId: number | null): Promise<AppStoreRow> {
      const found = await store.storeOf(userId, chosenBranchId);
      if (!found) throw conflict(NO_STORE);
      return found;
    },

    collections: (branch: AppStoreRow) => store.collections(branch.id),

    /** spec/3 §5 Collection confirm: the collection is this store's, signed with a PNG and named. */
    async collect(
      userId: number,
      branch: AppStoreRow,
      collectionId: number,
      form: { clientId: string; signature: string; signerName: string },
    ) {
      if (!(await store.isStoresCollection(branch.id, collectionId))) throw notFound(COLLECTION_NOT_FOUND);
      const png = signaturePng(form.signature);
      if (!png) throw invalid(SIGNATURE_NOT_PNG, { signature: SIGNATURE_NOT_PNG });
      return once({ clientId: form.clientId, userId, kind: "collection" }, async (tx) => {
        const signed = { signerName: form.signerName, signaturePng: png, userId };
        const collected = await store.collect(tx, branch.id, collectionId, signed);
        if (!collected) throw conflict(ALREADY_COLLECTED);
        return {
          orderNumber: collected.orderNumber,
          collectedAt: new Date(collected.collectedAt).toISOString(),
        };
      });
    },

    /**
     * spec/3 §5, §7 psdeliveritems: each invoice, normalised, is added when it is of the invoice
     * pattern, not repeated and one of the store's invoices not yet delivered; the others fail the
     * invoice checks. Both lists keep the order the invoices were sent in.
     */
    deliver(
      userId: number,
      branch: AppStoreRow,
      request: { clientId: string; invoiceNumbers: readonly string[] },
    ) {
      return once({ clientId: request.clientId, userId, kind: "delivery" }, async (tx) => {
        const accepted: string[] = [];
        const sent = request.invoiceNumbers.map((raw) => {
          const check = checkInvoiceNumber(raw, accepted);
          if (!check.ok) return { invoice: raw.trim(), accepted: false };
          accepted.push(check.value);
          return { invoice: check.value, accepted: true };
        });
        const delivered = new Set(await store.deliver(tx, branch.id, accepted, userId));
        const added = (entry: (typeof sent)[number]) => entry.accepted && delivered.has(entry.invoice);
        const outcome = {
          success: sent.filter(added).map((entry) => entry.invoice),
          fail: sent.filter((entry) => !added(entry)).map((entry) => entry.invoice),
        };
        return { ...outcome, message: deliveryResult(outcome).message };
      });
    },
  };
}

export type VanDeliveryService = ReturnType<typeof createVanDeliveryService>;
