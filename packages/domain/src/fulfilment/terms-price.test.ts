import { describe, expect, it } from "vitest";
import { priceLine } from "../basket/basket-pricing.ts";
import { branchPrice, cashTerms, termsPrice } from "./branch-price.ts";

describe("issue 11 (spec/2 §3 accounts, §4): prices on the active account's terms at the branch", () => {
  it("a consumer pays the branch's cash price", () => {
    expect(termsPrice(1999, cashTerms(95))).toBe(branchPrice(1999, 95));
  });

  it("a trade account takes its discount off the branch's price, rounded half up to the penny", () => {
    // 1999 × 95% = 1899.05 → 1899; less 10%: 1709.1 → 1709
    expect(termsPrice(1999, { pricePercent: 95, discountPercent: 10 })).toBe(1709);
    // 250 × 100% = 250; × 85% = 212.5 → 213 (half up)
    expect(termsPrice(250, { pricePercent: 100, discountPercent: 15 })).toBe(213);
  });

  it("a basket line's unit and totals follow the discount, quantity breaks included", () => {
    const product = { singleExVat: 1000, breaks: [{ minQty: 10, exVat: 900 }], vatRate: 20 };
    expect(priceLine(product, 10, { pricePercent: 100, discountPercent: 20 })).toEqual({
      unitExVat: 720,
      unitIncVat: 864,
      totalExVat: 7200,
      totalVat: 1440,
      totalIncVat: 8640,
    });
  });

  it("refuses a discount that is not a whole percent from 0 to 100", () => {
    expect(() => termsPrice(1000, { pricePercent: 100, discountPercent: -1 })).toThrow(RangeError);
    expect(() => termsPrice(1000, { pricePercent: 100, discountPercent: 101 })).toThrow(RangeError);
    expect(() => termsPrice(1000, { pricePercent: 100, discountPercent: 2.5 })).toThrow(RangeError);
  });
});
