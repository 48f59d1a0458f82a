/**
 * What the branch in force offers a basket (spec/2 §3): which branch prices it, its price list, the
 * stock of the basket's products there, and the delivery charge when delivering. Read afresh for
 * every basket: never from the catalogue's answer caches.
 */
import type { Fulfilment } from "@merchant/contract/constants";
import type { NewLocation } from "@merchant/domain/basket";
import type { StockAnswer } from "@merchant/domain/fulfilment";
import type { DeliveryCharges } from "@merchant/contract";
import { branchInForce, type FulfilmentData } from "./session-data.ts";
import type { Whereabouts } from "./service.ts";
import { stockAnswerOf, type FulfilmentStore, type StockRow } from "./store.ts";

export type BranchTerms = {
  fulfilment: Fulfilment | null;
  /** The branch whose prices and stock apply; null until the shopper chooses one. */
  branch: { id: number; name: string } | null;
  /** The branch's price list as a percentage of the catalogue price (100 without a branch). */
  pricePercent: number;
  /**
   * The active trade account's discount off the branch's prices where it has terms there (issue
   * 11); 0, the cash price, for everyone else. Set by the accounts module (`onAccountTerms`).
   */
  discountPercent: number;
  /** Ex-VAT delivery charge: 0 when collecting; null when delivering with no charge known yet. */
  deliveryExVat: number | null;
  /** Stock of each product at the branch (empty without a branch). */
  stock(productIds: readonly number[]): Promise<Map<number, StockAnswer>>;
  /** The quantities behind it: the branch's shelf, its feeder's, the centre's, and direct shipping. */
  stockSources(productIds: readonly number[]): Promise<Map<number, StockRow>>;
};

/** Where a basket priced on `data` is headed, for its differences (spec/2 §3). */
export function locationOf(data: FulfilmentData): NewLocation {
  return data.fulfilment === "delivery"
    ? { fulfilment: "delivery", deliverable: data.deliverable === true }
    : { fulfilment: "collection" };
}

export function createBranchTerms(
  store: FulfilmentStore,
  where: Whereabouts,
  deliveryCharges: (postcode: string) => Promise<DeliveryCharges>,
) {
  async function deliveryExVat(data: FulfilmentData): Promise<number | null> {
    if (data.fulfilment === "collection") return 0;
    if (data.fulfilment !== "delivery" || !data.deliveryPostcode || !data.deliverable) return null;
    const charges = await deliveryCharges(data.deliveryPostcode);
    return charges.bands.find((band) => band.applies)?.chargeExVat ?? null;
  }

  return async function branchTerms(data: FulfilmentData): Promise<BranchTerms> {
    const id = branchInForce(data);
    const branch = id === null ? null : await where.branch(id);
    const stockSources = async (productIds: readonly number[]) => {
      const rows = branch ? await store.stockOfMany(productIds, branch.id) : [];
      return new Map(rows.map((row) => [row.productId, row]));
    };
    const [pricePercent, delivery] = await Promise.all([
      branch ? store.pricePercent(branch.id) : 100,
      deliveryExVat(data),
    ]);
    return {
      fulfilment: data.fulfilment,
      branch: branch && { id: branch.id, name: branch.name },
      pricePercent,
      discountPercent: 0,
      deliveryExVat: delivery,
      stockSources,
      async stock(productIds) {
        const sources = await stockSources(productIds);
        return new Map([...sources].map(([id, row]) => [id, stockAnswerOf(row, branch!.name)]));
      },
    };
  };
}

export type BranchTermsOf = ReturnType<typeof createBranchTerms>;
