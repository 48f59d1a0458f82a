/**
 * Clearance (spec/1 §2, §5, §8): listing the collection branch's items, and the checks of an add,
 * answered as the old site's flags (status, fulfilment, isLocationSet, hasQty, validId, active,
 * sameBranch) and worded by the domain's 'Basket Report' (reportClearanceAdd) or 'Quantity Issue'.
 */
import type { Basket, ClearanceItem, ClearanceList } from "@merchant/contract";
import {
  checkClearanceQuantity,
  reportClearanceAdd,
  type ClearanceAddFlags,
} from "@merchant/domain/clearance";
import { branchPrice } from "@merchant/domain/fulfilment";
import { incVat } from "@merchant/domain/money";
import { conflict, notFound } from "../../lib/domain-errors.ts";
import type { BasketOwner, BasketService } from "../basket/index.ts";
import { productPicture } from "../media/index.ts";
import type { BranchTerms, FulfilmentData } from "../fulfilment/index.ts";
import type { ClearanceRow, ClearanceStore } from "./store.ts";

const priced = (exVat: number, vatRate: number) => ({ exVat, incVat: incVat(exVat, vatRate) });

function clearanceItem(row: ClearanceRow, pricePercent: number): ClearanceItem {
  return {
    id: row.id,
    product: {
      id: row.productId,
      slug: row.slug,
      partNumber: row.partNumber,
      name: row.name,
      image: productPicture(row.productId, row.imagePosition, row.imageAlt ?? row.name),
    },
    note: row.note,
    available: row.qty,
    price: priced(row.priceExVat, row.vatRate),
    wasPrice: priced(branchPrice(row.listExVat, pricePercent), row.vatRate),
  };
}

/** The flag that failed, worded by the domain; every flag but status holds when it is not given. */
function refuse(failed: Partial<ClearanceAddFlags>): never {
  const flags: ClearanceAddFlags = {
    status: false,
    fulfilment: true,
    isLocationSet: true,
    hasQty: true,
    validId: true,
    active: true,
    sameBranch: true,
    ...failed,
  };
  const report = reportClearanceAdd(flags);
  throw conflict(report.ok ? "" : report.message);
}

export function createClearanceService(store: ClearanceStore, baskets: BasketService) {
  async function list(terms: BranchTerms, data: FulfilmentData, productId?: number): Promise<ClearanceList> {
    // Clearance is collected from its branch: the list is the collection branch's.
    const branch = data.collectionBranchId === null ? null : terms.branch;
    if (!branch || branch.id !== data.collectionBranchId) return { branch: null, items: [] };
    const rows = await store.forBranch(branch.id, productId);
    return { branch, items: rows.map((row) => clearanceItem(row, terms.pricePercent)) };
  }

  return {
    list: (terms: BranchTerms, data: FulfilmentData) => list(terms, data),

    async forProduct(productId: number, terms: BranchTerms, data: FulfilmentData): Promise<ClearanceList> {
      if (!(await store.productExists(productId))) throw notFound(`No product with id ${productId}`);
      return list(terms, data, productId);
    },

    /**
     * spec/1 §5, §8: in the order the domain words them (decision 014): the item, collecting, the
     * branch, the same branch, then what the branch has (the 'Quantity Issue' for one add asking
     * more than it has; the 'Basket Report' when the basket already holds the rest).
     */
    async add(
      ownerOf: () => Promise<BasketOwner>,
      clearanceId: number,
      quantity: number,
      terms: BranchTerms,
      data: FulfilmentData,
    ): Promise<Basket> {
      const item = await store.item(clearanceId);
      if (!item) refuse({ validId: false });
      if (!item.active) refuse({ active: false });
      if (data.fulfilment !== "collection") refuse({ fulfilment: false });
      if (data.collectionBranchId === null) refuse({ isLocationSet: false });
      if (item.branchId !== data.collectionBranchId) refuse({ sameBranch: false });
      const checked = checkClearanceQuantity(quantity, item.qty);
      if (!checked.ok) throw conflict(checked.message, { quantity: checked.message });
      const basket = await baskets.addClearance(
        ownerOf,
        { id: item.id, productId: item.productId, qty: item.qty },
        quantity,
        terms,
      );
      if (!basket) refuse({ hasQty: false });
      return basket;
    },
  };
}
