/**
 * Where the shopper is and what that changes (spec/2 §1–§4): choosing a collection branch or a
 * delivery postcode (its closest delivering branch found by distance), switching between them,
 * and what the branch in force offers: stock and its price list.
 */
import type {
  BranchDetail,
  FulfilmentState,
  LocalStore,
  NearbyBranch,
  Offer,
  Place,
  StockCheck,
} from "@merchant/contract";
import type { Fulfilment } from "@merchant/contract/constants";
import {
  checkPostcode,
  DELIVERY_STORE_POSTCODE_MESSAGE,
  STORE_LOOKUP_FAILED_MESSAGE,
} from "@merchant/domain/branches";
import { canSwitchTo, termsPrice } from "@merchant/domain/fulfilment";
import { incVat } from "@merchant/domain/money";
import { conflict, invalid, notFound } from "../../lib/domain-errors.ts";
import { branchInForce, type FulfilmentData } from "./session-data.ts";
import { stockAnswerOf, type FulfilmentStore, type StockRow } from "./store.ts";

/** What the service needs from the branch directory and the geocoder (their modules' services). */
export type Whereabouts = {
  /** A branch's details, or null when there is no such branch. */
  branch(id: number): Promise<BranchDetail | null>;
  /** A postcode or place as a position, or null when it is not known. */
  locate(text: string): Promise<Place | null>;
  /** Branches closest first from a position; `delivering` keeps those whose delivery radius covers it. */
  nearest(place: Place, options: { delivering: boolean; limit: number }): Promise<NearbyBranch[]>;
};

/** A product as the catalogue gives it, for its price and stock at a branch. */
export type ListedProduct = {
  id: number;
  vatRate: number;
  price: { exVat: number };
  priceBreaks: { minQty: number; price: { exVat: number } }[];
  isTally: boolean;
  directShip: boolean;
};

/** A product page's stock read: the mirror in memory, else the database (index.ts). */
export type StockReads = {
  /** A product known to be active (its page was just read): its stock at the branch. */
  shelfStock(product: ListedProduct, branchId: number): Promise<StockRow | undefined>;
};

function localStore(branch: BranchDetail): LocalStore {
  return {
    id: branch.id,
    code: branch.code,
    name: branch.name,
    fullName: branch.fullName,
    slug: branch.slug,
    brand: branch.brand,
    erp: branch.erp,
    phone: branch.phone,
    email: branch.email,
    address: branch.address,
    postcode: branch.postcode,
    managerName: branch.managerName,
    openingTimes: branch.openingTimes,
    lat: branch.lat,
    lng: branch.lng,
    basketEcommerceActive: branch.basketEcommerceActive,
  };
}

const isoTime = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createFulfilmentService(store: FulfilmentStore & StockReads, where: Whereabouts) {
  const storeOf = async (id: number | null) => {
    const branch = id === null ? null : await where.branch(id);
    return branch ? localStore(branch) : null;
  };

  async function knownBranch(id: number): Promise<BranchDetail> {
    const branch = await where.branch(id);
    if (!branch) throw notFound(`No branch with id ${id}`);
    return branch;
  }

  async function stockAt(
    productId: number,
    branch: { id: number; name: string },
    fulfilment: Fulfilment | null,
    row: StockRow | undefined,
  ) {
    if (!row) throw notFound(`No product with id ${productId}`);
    const answer = stockAnswerOf(row, branch.name);
    return {
      productId,
      branch: { id: branch.id, name: branch.name },
      fulfilment,
      status: answer.status,
      inStock: answer.inStock,
      localStock: row.local,
      feederStock: row.feeder,
      centralStock: row.central,
      stockAvailableCentrally: row.central > 0,
      directShip: row.directShip,
      tallyStock: row.soldByLength ? row.local : null,
      stockText: answer.stockText,
      stockTextAdditional: answer.stockTextAdditional,
      lastUpdated: isoTime(row.reportedAt),
    } satisfies StockCheck;
  }

  return {
    async state(data: FulfilmentData): Promise<FulfilmentState> {
      const [collectionBranch, deliveryBranch] = await Promise.all([
        storeOf(data.collectionBranchId),
        storeOf(data.deliveryBranchId),
      ]);
      return {
        fulfilment: data.fulfilment,
        collectionBranch,
        deliveryPostcode: data.deliveryPostcode,
        deliveryBranch,
        deliverable: data.deliveryPostcode === null ? null : data.deliverable,
      };
    },

    /** spec/2 §7 SetCollectionStore: a branch that takes no web orders cannot be chosen. */
    async chooseCollectionBranch(
      data: FulfilmentData,
      branchId: number,
      setFulfilment: boolean,
    ): Promise<FulfilmentData> {
      const branch = await knownBranch(branchId);
      if (!branch.basketEcommerceActive) {
        throw conflict(`${branch.fullName} does not take orders online; please choose another branch`);
      }
      return {
        ...data,
        collectionBranchId: branch.id,
        fulfilment: setFulfilment ? "collection" : data.fulfilment,
      };
    },

    /**
     * spec/2 §7 SetDeliveryPostcode: the closest branch whose delivery radius covers the postcode
     * delivers; when none does, the nearest branch is kept (for the request to a branch) and the
     * postcode is not deliverable.
     */
    async chooseDeliveryPostcode(
      data: FulfilmentData,
      typed: string,
      setFulfilment: boolean,
    ): Promise<FulfilmentData> {
      const checked = checkPostcode(typed, { message: DELIVERY_STORE_POSTCODE_MESSAGE });
      if (!checked.ok) throw invalid(checked.message, { postcode: checked.message });
      const place = await where.locate(checked.value);
      if (!place) throw notFound(STORE_LOOKUP_FAILED_MESSAGE);
      const [delivering] = await where.nearest(place, { delivering: true, limit: 1 });
      const [closest] = delivering
        ? [delivering]
        : await where.nearest(place, { delivering: false, limit: 1 });
      return {
        ...data,
        deliveryPostcode: checked.value,
        deliveryBranchId: closest?.id ?? null,
        deliverable: delivering !== undefined,
        fulfilment: setFulfilment ? "delivery" : data.fulfilment,
      };
    },

    /** Where the shopper would be after choosing the branch or the postcode (nothing is kept). */
    propose(data: FulfilmentData, to: { branchId?: number | undefined; postcode?: string | undefined }) {
      return to.branchId !== undefined
        ? this.chooseCollectionBranch(data, to.branchId, true)
        : this.chooseDeliveryPostcode(data, to.postcode ?? "", true);
    },

    /** spec/2 §4: switching is safe only when the branch or postcode it needs is set. */
    switchTo(data: FulfilmentData, fulfilment: Fulfilment): FulfilmentData {
      const facts = { collectionStoreId: data.collectionBranchId, deliveryPostcode: data.deliveryPostcode };
      if (!canSwitchTo(fulfilment, facts)) {
        throw conflict(
          fulfilment === "collection"
            ? "Choose a branch to collect from first"
            : "Enter a delivery postcode first",
        );
      }
      return { ...data, fulfilment };
    },

    /** Stock at the asked branch, or at the branch in force; no branch chosen gives an empty answer. */
    async stockCheck(
      data: FulfilmentData,
      productId: number,
      branchId: number | undefined,
    ): Promise<StockCheck> {
      const id = branchId ?? branchInForce(data);
      if (id === null) {
        if (!(await store.productName(productId))) throw notFound(`No product with id ${productId}`);
        return {
          productId,
          branch: null,
          fulfilment: data.fulfilment,
          status: null,
          inStock: false,
          localStock: 0,
          feederStock: 0,
          centralStock: 0,
          stockAvailableCentrally: false,
          directShip: false,
          tallyStock: null,
          stockText: "Choose a branch to see its stock",
          stockTextAdditional: null,
          lastUpdated: null,
        };
      }
      const branch = await knownBranch(id);
      return stockAt(productId, branch, data.fulfilment, await store.stock(productId, branch.id));
    },

    async stockEverywhere(productId: number) {
      const rows = await store.stockEverywhere(productId);
      if (!rows) throw notFound(`No product with id ${productId}`);
      return { productId, branches: rows.map((row) => ({ ...row, inStock: row.quantity > 0 })) };
    },

    /**
     * The price, breaks and stock at the branch in force, on the shopper's trade account's terms
     * there when `accountTerms` finds some; null until a branch is chosen.
     */
    async offer(
      data: FulfilmentData,
      product: ListedProduct,
      accountTerms: (branchId: number) => Promise<Offer["tradeAccount"]>,
    ): Promise<Offer | null> {
      const id = branchInForce(data);
      const branch = id === null ? null : await where.branch(id);
      if (!branch) return null;
      const [pricePercent, tradeAccount] = await Promise.all([
        store.pricePercent(branch.id),
        accountTerms(branch.id),
      ]);
      const terms = { pricePercent, discountPercent: tradeAccount?.discountPercent ?? 0 };
      const priced = (exVat: number) => {
        const price = termsPrice(exVat, terms);
        return { exVat: price, incVat: incVat(price, product.vatRate) };
      };
      return {
        branch: { id: branch.id, name: branch.name },
        fulfilment: data.fulfilment,
        price: priced(product.price.exVat),
        priceBreaks: product.priceBreaks.map((step) => ({
          minQty: step.minQty,
          price: priced(step.price.exVat),
        })),
        stock: await stockAt(product.id, branch, data.fulfilment, await store.shelfStock(product, branch.id)),
        tradeAccount,
      };
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
