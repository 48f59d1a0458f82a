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

/** The price list a shopper buys on: the branch's, and their trade account's discount off it. */
export type PriceTerms = { readonly pricePercent: number; readonly discountPercent: number };

/** A consumer's terms, and a trade account's where it has none: the branch's cash price. */
export const cashTerms = (pricePercent: number): PriceTerms => ({ pricePercent, discountPercent: 0 });

/**
 * Issue 11 (spec/2 §3 accounts, §4 "trade terms are tied to the ERP of a branch"): the price on
 * the shopper's terms. A trade account with terms at the branch takes its whole-percent discount
 * off the branch's price, rounded half up to the penny; a consumer pays the branch's price.
 */
export function termsPrice(listPence: number, terms: PriceTerms): number {
  const { discountPercent } = terms;
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`A trade discount must be a whole percent from 0 to 100, got ${discountPercent}`);
  }
  return divideRoundHalfUp(branchPrice(listPence, terms.pricePercent) * (100 - discountPercent), 100);
}
