import { describe, expect, it } from "vitest";
import { basketTotals, listPriceFor, priceLine } from "./basket-pricing.ts";
import { cashTerms } from "../fulfilment/branch-price.ts";

const breaks = [
  { minQty: 10, exVat: 900 },
  { minQty: 50, exVat: 800 },
];

describe("spec/2 §3 prices and qtyBreaks — the price for a quantity", () => {
  it("uses the single price below the first break and the largest break reached above it", () => {
    expect(listPriceFor(1000, breaks, 1)).toBe(1000);
    expect(listPriceFor(1000, breaks, 9)).toBe(1000);
    expect(listPriceFor(1000, breaks, 10)).toBe(900);
    expect(listPriceFor(1000, breaks, 49)).toBe(900);
    expect(listPriceFor(1000, [...breaks].reverse(), 50)).toBe(800);
  });
});

describe("spec/1 §2 basket page — a line at the branch's price list", () => {
  it("applies the branch's percentage to the break price and works VAT out on the line", () => {
    const line = priceLine({ singleExVat: 1000, breaks, vatRate: 20 }, 12, cashTerms(95));
    expect(line).toEqual({
      unitExVat: 855,
      unitIncVat: 1026,
      totalExVat: 10260,
      totalVat: 2052,
      totalIncVat: 12312,
    });
  });
  it("rounds the line's VAT half up once, not per unit", () => {
    // 3 × 333p = 999p; VAT 199.8p → 200p (per unit it would be 3 × 67p = 201p).
    expect(priceLine({ singleExVat: 333, breaks: [], vatRate: 20 }, 3, cashTerms(100))).toMatchObject({
      totalExVat: 999,
      totalVat: 200,
      totalIncVat: 1199,
    });
  });
  it("charges no VAT on a zero-rated product", () => {
    expect(priceLine({ singleExVat: 450, breaks: [], vatRate: 0 }, 2, cashTerms(100)).totalIncVat).toBe(900);
  });
});

describe("spec/2 §3 basket response — ProductSubTotal, delivery, VAT, GrandTotal, CouponDiscount", () => {
  const lines = [
    priceLine({ singleExVat: 1000, breaks: [], vatRate: 20 }, 2, cashTerms(100)),
    priceLine({ singleExVat: 250, breaks: [], vatRate: 5 }, 1, cashTerms(100)),
  ];
  it("adds the lines, the delivery charge with its own VAT, and gives the grand total inc VAT", () => {
    expect(basketTotals(lines, 4500)).toEqual({
      products: { exVat: 2250, incVat: 2663 },
      delivery: { exVat: 4500, incVat: 5400 },
      vat: 413 + 900,
      couponDiscount: 0,
      grandTotal: 2663 + 5400,
    });
  });
  it("has no delivery charge when collecting, and an unknown one (null) left out of the total", () => {
    expect(basketTotals(lines, 0)).toMatchObject({ delivery: { exVat: 0, incVat: 0 }, grandTotal: 2663 });
    expect(basketTotals(lines, null)).toMatchObject({ delivery: null, grandTotal: 2663 });
  });
  it("takes a coupon discount off the grand total, never below nothing", () => {
    expect(basketTotals(lines, 0, 663).grandTotal).toBe(2000);
    expect(basketTotals(lines, 0, 99_999).grandTotal).toBe(0);
  });
  it("is all zero for an empty basket", () => {
    expect(basketTotals([], 0)).toMatchObject({ products: { exVat: 0, incVat: 0 }, vat: 0, grandTotal: 0 });
  });
});
