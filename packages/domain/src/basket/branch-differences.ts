import { formatPounds } from "../money/pence.ts";
import { fillMessage } from "../shared/result.ts";
import {
  DIFF_COLLECTION_ONLY_TEMPLATE,
  DIFF_DELIVERY_ONLY_TEMPLATE,
  DIFF_NOT_AVAILABLE_TEMPLATE,
  DIFF_NOT_DELIVERABLE_TEMPLATE,
  DIFF_NOT_FOR_SALE_TEMPLATE,
  DIFF_PRICE_CHANGE_TEMPLATE,
  DIFF_SHORT_TEMPLATE,
  DIFF_SPLIT_TEMPLATE,
  DIFF_SWAPPED_TEMPLATE,
  SWAPPED_UNNAMED_PRODUCT,
} from "./messages.ts";

/** spec/2 §3 Basket difference: one change the new branch or postcode makes to a basket line. */
export type BasketDiffChange = {
  readonly ID: number;
  /** The product the new location sells instead; null when it sells none. */
  readonly newID: number | null;
  readonly newDescription: string | null;
  /** Prices in pence, ex VAT. */
  readonly oldPriceSaleExclusive: number;
  readonly newPriceSaleExclusive: number;
  readonly oldQuantity: number;
  readonly newQuantity: number;
  readonly instockQuantity: number;
  readonly canCollect: boolean;
  /** New price inc VAT, in pence. */
  readonly newPriceSale: number;
};

/** The restriction marker: at the new location the item can only be collected, or only delivered. */
export type BasketDiffRestriction = "collection-only" | "delivery-only";

export type BasketDiffItem = {
  readonly description: string;
  readonly quantity: number;
  /** null = unavailable, true = in stock (no change), a list of changes, or a restriction marker. */
  readonly diff: null | true | readonly BasketDiffChange[] | BasketDiffRestriction;
};

/** Where the basket is moving to: a collection branch or a delivery postcode. */
export type BasketDiffTarget =
  | { readonly fulfilment: "collection"; readonly branchName: string }
  | { readonly fulfilment: "delivery"; readonly postcode: string };

type Line<K extends string, D = unknown> = {
  readonly kind: K;
  readonly description: string;
  readonly text: string;
} & D;

/** One line of the 'Branch differences' dialog: its kind, its data and a default English sentence. */
export type BranchDifferenceLine =
  | Line<"not-for-sale", { readonly branchName: string }>
  | Line<"not-deliverable", { readonly postcode: string }>
  | Line<"delivery-only">
  | Line<"collection-only">
  | Line<"not-available", { readonly quantity: number }>
  | Line<"split", { readonly quantity: number; readonly inStock: number }>
  | Line<"short", { readonly from: number; readonly to: number; readonly short: number }>
  | Line<"swapped", { readonly newDescription: string }>
  | Line<"price-change", { readonly fromPence: number; readonly toPence: number }>;

/**
 * What one change means for the customer. A product the new location does not sell (or, for
 * collection, cannot hand over) makes every other detail moot; otherwise a swap, a quantity
 * change and a price change can all apply to the same line.
 */
function changeLines(
  description: string,
  change: BasketDiffChange,
  target: BasketDiffTarget,
): BranchDifferenceLine[] {
  if (change.newID === null) return [notSoldLine(description, target)];
  if (target.fulfilment === "collection" && !change.canCollect) {
    return [restrictionLine(description, "delivery-only")];
  }

  const lines: BranchDifferenceLine[] = [];
  if (change.newID !== change.ID) {
    // A swap is always shown, even when the service sent no name for the replacement.
    const newDescription = change.newDescription?.trim() || SWAPPED_UNNAMED_PRODUCT;
    lines.push({
      kind: "swapped",
      description,
      newDescription,
      text: fillMessage(DIFF_SWAPPED_TEMPLATE, { description, newDescription }),
    });
  }
  const { oldQuantity: from, newQuantity: to, instockQuantity: inStock } = change;
  if (to < from) {
    const short = from - to;
    lines.push({
      kind: "short",
      description,
      from,
      to,
      short,
      text: fillMessage(DIFF_SHORT_TEMPLATE, { description, short, from, to }),
    });
  } else if (inStock >= 0 && inStock < to) {
    lines.push({
      kind: "split",
      description,
      quantity: to,
      inStock,
      text: fillMessage(DIFF_SPLIT_TEMPLATE, { description, inStock, quantity: to }),
    });
  }
  const { oldPriceSaleExclusive: fromPence, newPriceSaleExclusive: toPence } = change;
  if (fromPence !== toPence) {
    const text = fillMessage(DIFF_PRICE_CHANGE_TEMPLATE, {
      description,
      from: formatPounds(fromPence),
      to: formatPounds(toPence),
    });
    lines.push({ kind: "price-change", description, fromPence, toPence, text });
  }
  return lines;
}

/** The new location has no product for this line: not for sale at the branch, or not deliverable there. */
function notSoldLine(description: string, target: BasketDiffTarget): BranchDifferenceLine {
  if (target.fulfilment === "collection") {
    const branchName = target.branchName;
    const text = fillMessage(DIFF_NOT_FOR_SALE_TEMPLATE, { description, branch: branchName });
    return { kind: "not-for-sale", description, branchName, text };
  }
  const postcode = target.postcode;
  const text = fillMessage(DIFF_NOT_DELIVERABLE_TEMPLATE, { description, postcode });
  return { kind: "not-deliverable", description, postcode, text };
}

function restrictionLine(description: string, restriction: BasketDiffRestriction): BranchDifferenceLine {
  return restriction === "collection-only"
    ? {
        kind: "collection-only",
        description,
        text: fillMessage(DIFF_COLLECTION_ONLY_TEMPLATE, { description }),
      }
    : { kind: "delivery-only", description, text: fillMessage(DIFF_DELIVERY_ONLY_TEMPLATE, { description }) };
}

/**
 * spec/2 §4, §8: the lines the 'Branch differences' dialog lists, in basket order. Items in stock
 * (true) add nothing. Prices must be whole pence: a malformed price is a bug in the basket
 * service, so formatting it throws rather than hide a price change from the customer.
 */
export function branchDifferenceLines(
  items: readonly BasketDiffItem[],
  target: BasketDiffTarget,
): BranchDifferenceLine[] {
  return items.flatMap(({ description, quantity, diff }): BranchDifferenceLine[] => {
    if (diff === true) return [];
    if (diff === null) {
      return [
        {
          kind: "not-available",
          description,
          quantity,
          text: fillMessage(DIFF_NOT_AVAILABLE_TEMPLATE, { description }),
        },
      ];
    }
    if (typeof diff === "string") return [restrictionLine(description, diff)];
    return diff.flatMap((change) => changeLines(description, change, target));
  });
}
