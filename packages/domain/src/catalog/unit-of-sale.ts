/**
 * What one of a product's quantity buys, and the words a price is shown with (issue 15 "Unit of
 * sale everywhere a price shows"; decision 141). The specs name none of this: spec/1 §4 only says
 * timber is sold by the metre. A pack carries how many items it holds, so a pack's price can also
 * read as the price of one item: "£4.20 per pack of 100 (4.2p each)".
 */
import { formatPounds } from "../money/pence.ts";

export const SALE_UNITS = ["each", "pack", "m", "m2", "sheet", "roll", "bag", "tonne-bag"] as const;
export type SaleUnit = (typeof SALE_UNITS)[number];

/** `packSize` is the number of items in a pack (2 or more); null for every other unit. */
export type UnitOfSale = { unit: SaleUnit; packSize: number | null };

export const EACH: UnitOfSale = { unit: "each", packSize: null };

const WORDS: Record<Exclude<SaleUnit, "pack">, string> = {
  each: "each",
  m: "per m",
  m2: "per m²",
  sheet: "per sheet",
  roll: "per roll",
  bag: "per bag",
  "tonne-bag": "per tonne bag",
};

/** The words after a price: "each", "per m", "per pack of 100". */
export function unitOfSaleLabel({ unit, packSize }: UnitOfSale): string {
  return unit === "pack" ? `per pack of ${packSize ?? 1}` : WORDS[unit];
}

/**
 * One item's share of a pack's price, for the words in brackets after it: "4.2p each", "42p each",
 * "£1.05 each"; null when the unit is not a pack. Below 10p a tenth of a penny still tells two packs
 * apart, so it is kept; above, whole pence as a shelf label shows them.
 */
export function pricePerItem(pricePence: number, { unit, packSize }: UnitOfSale): string | null {
  if (unit !== "pack" || !packSize || packSize < 2) return null;
  const each = pricePence / packSize;
  if (each >= 99.5) return `${formatPounds(Math.round(each))} each`;
  if (each >= 9.95) return `${Math.round(each)}p each`;
  const tenths = Math.round(each * 10) / 10;
  return `${tenths}p each`;
}

/** The whole price line's tail: "per pack of 100 (4.2p each)", "per m", "each". */
export function unitOfSalePhrase(pricePence: number, unit: UnitOfSale): string {
  const perItem = pricePerItem(pricePence, unit);
  return perItem ? `${unitOfSaleLabel(unit)} (${perItem})` : unitOfSaleLabel(unit);
}
