import { assertPence, divideRoundHalfUp } from "../money/rounding.ts";

/**
 * A branch's price for a product: its ERP price list is a whole percentage of the catalogue
 * price (100 = list price), rounded half up to the penny (decision 110). Quantity breaks scale
 * the same way, so a break is never dearer than the single price at the same branch.
 */
export function branchPrice(listPence: number, pricePercent: number): number {
  assertPence(listPence);
  if (!Number.isInteger(pricePercent) || pricePercent <= 0) {
    throw new RangeError(`A branch price list must be a whole positive percent, got ${pricePercent}`);
  }
  return divideRoundHalfUp(listPence * pricePercent, 100);
}
