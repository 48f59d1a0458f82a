/**
 * What a basket costs (spec/1 §2 basket page, spec/2 §3 basket response: ProductSubTotal, VAT,
 * GrandTotal, CouponDiscount), in whole pence. A line's unit price is its branch's price list
 * applied to the price for its quantity (the best quantity break reached); VAT is worked out per
 * line, as an invoice shows it, so the lines' inc-VAT totals add up to the basket's.
 */
import { termsPrice, type PriceTerms } from "../fulfilment/branch-price.ts";
import { DELIVERY_VAT_PERCENT } from "../fulfilment/delivery-charges.ts";
import { assertPence } from "../money/rounding.ts";
import { vatOf } from "../money/vat.ts";

export type PriceBreak = { readonly minQty: number; readonly exVat: number };

/** The catalogue's ex-VAT price for this many: the largest break reached, else the single price. */
export function listPriceFor(singleExVat: number, breaks: readonly PriceBreak[], quantity: number): number {
  let best = { minQty: 1, exVat: singleExVat };
  for (const step of breaks) {
    if (step.minQty <= quantity && step.minQty > best.minQty) best = step;
  }
  return best.exVat;
}

export type PricedProduct = {
  readonly singleExVat: number;
  readonly breaks: readonly PriceBreak[];
  readonly vatRate: number;
};

export type PricedLine = {
  unitExVat: number;
  unitIncVat: number;
  totalExVat: number;
  totalVat: number;
  totalIncVat: number;
};

/** A line on the shopper's terms: the branch's price list and any trade account discount (issue 11). */
export function priceLine(product: PricedProduct, quantity: number, terms: PriceTerms): PricedLine {
  const unitExVat = termsPrice(listPriceFor(product.singleExVat, product.breaks, quantity), terms);
  const totalExVat = unitExVat * quantity;
  const totalVat = vatOf(totalExVat, product.vatRate);
  return {
    unitExVat,
    unitIncVat: unitExVat + vatOf(unitExVat, product.vatRate),
    totalExVat,
    totalVat,
    totalIncVat: totalExVat + totalVat,
  };
}

export type BasketTotals = {
  products: { exVat: number; incVat: number };
  /** Null when delivering and the charge is not known yet (no postcode, or out of every radius). */
  delivery: { exVat: number; incVat: number } | null;
  vat: number;
  couponDiscount: number;
  grandTotal: number;
};

/**
 * The basket's totals: products, delivery (standard-rated; 0 when collecting), VAT of both, and
 * the grand total inc VAT less the coupon discount (never below 0).
 */
export function basketTotals(
  lines: readonly PricedLine[],
  deliveryExVat: number | null,
  couponDiscount = 0,
): BasketTotals {
  assertPence(couponDiscount);
  const productsExVat = lines.reduce((sum, line) => sum + line.totalExVat, 0);
  const productsVat = lines.reduce((sum, line) => sum + line.totalVat, 0);
  const deliveryVat = deliveryExVat === null ? 0 : vatOf(deliveryExVat, DELIVERY_VAT_PERCENT);
  const delivery =
    deliveryExVat === null ? null : { exVat: deliveryExVat, incVat: deliveryExVat + deliveryVat };
  const vat = productsVat + deliveryVat;
  const beforeDiscount = productsExVat + (deliveryExVat ?? 0) + vat;
  return {
    products: { exVat: productsExVat, incVat: productsExVat + productsVat },
    delivery,
    vat,
    couponDiscount,
    grandTotal: Math.max(0, beforeDiscount - couponDiscount),
  };
}
