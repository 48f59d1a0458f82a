import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { isCustomLengthPartNumber } from "./custom-length.ts";
import {
  DEFAULT_TALLY_MAXIMUM,
  tallyServerRefusalMessage,
  checkTallyProductLimit,
  checkTallyQuantity,
  tallyMaximumFrom,
  tallyValueOf,
} from "./tally.ts";

const invalid = fail("invalid-quantity", "Please enter a whole number quantity.");

describe("spec/2 §3 product hidden values — custom-length part number", () => {
  it.each(["TIM/1.0/4X2", "1/1.0", " TIM/1.0/4X2 ", "A/1.0/B/C"])("%j is a custom length", (partNumber) => {
    expect(isCustomLengthPartNumber(partNumber)).toBe(true);
  });

  it.each([
    "TIM/2.4/4X2",
    "TIM/1.00/4X2",
    "TIM/1/4X2",
    "1.0/TIM/4X2",
    "TIM",
    "TIM/ 1.0/4X2",
    "",
    null,
    undefined,
  ])("%j is not", (partNumber) => {
    expect(isCustomLengthPartNumber(partNumber)).toBe(false);
  });
});

describe("spec/1 §5, §9 — the tally maximum comes from a page value (comment: 5)", () => {
  it("uses the product's maximum", () => {
    expect(tallyMaximumFrom(8)).toBe(8);
    expect(tallyMaximumFrom("3")).toBe(3);
    expect(tallyMaximumFrom(" 12 ")).toBe(12);
    expect(tallyMaximumFrom(1)).toBe(1);
  });

  it.each([undefined, null, "", "  ", "abc", 0, -2, 2.5, Number.NaN])("falls back to 5 for %j", (value) => {
    expect(tallyMaximumFrom(value)).toBe(5);
    expect(DEFAULT_TALLY_MAXIMUM).toBe(5);
  });
});

describe("spec/1 §5 Quantities — tally saw-to-size maximum", () => {
  it("lets a quantity up to the maximum through", () => {
    expect(checkTallyQuantity({ requested: 5, inBasket: 0 })).toEqual(ok(5));
    expect(checkTallyQuantity({ requested: 2, inBasket: 3 })).toEqual(ok(2));
    expect(checkTallyQuantity({ requested: 1, inBasket: 0, sawToSizeMax: 1 })).toEqual(ok(1));
  });

  it("refuses a requested quantity above the maximum on its own", () => {
    expect(checkTallyQuantity({ requested: 6, inBasket: 0 })).toEqual(
      fail("over-tally-maximum", "Sorry only a maximum quantity of 5 is allowed for this product."),
    );
    expect(checkTallyQuantity({ requested: 9, inBasket: 0, sawToSizeMax: "8" })).toEqual(
      fail("over-tally-maximum", "Sorry only a maximum quantity of 8 is allowed for this product."),
    );
  });

  it("refuses basket plus requested above the maximum, naming what is in the basket", () => {
    expect(checkTallyQuantity({ requested: 3, inBasket: 3 })).toEqual(
      fail(
        "over-tally-maximum-with-basket",
        "Sorry you already have a quantity of 3 in your basket\na maximum of 5 is allowed for this product.",
      ),
    );
    expect(checkTallyQuantity({ requested: 1, inBasket: 8, sawToSizeMax: 8 })).toEqual(
      fail(
        "over-tally-maximum-with-basket",
        "Sorry you already have a quantity of 8 in your basket\na maximum of 8 is allowed for this product.",
      ),
    );
  });

  it("names the requested quantity alone when both checks fail", () => {
    expect(checkTallyQuantity({ requested: 7, inBasket: 4 })).toEqual(
      fail("over-tally-maximum", "Sorry only a maximum quantity of 5 is allowed for this product."),
    );
  });

  it("skips the maximum for a custom length", () => {
    expect(checkTallyQuantity({ requested: 240, inBasket: 12, partNumber: "TIM/1.0/4X2" })).toEqual(ok(240));
    expect(checkTallyQuantity({ requested: 6, inBasket: 0, partNumber: "TIM/2.4/4X2" })).toEqual(
      fail("over-tally-maximum", "Sorry only a maximum quantity of 5 is allowed for this product."),
    );
  });

  it.each([
    [0, 0],
    [-1, 0],
    [1.5, 0],
    [Number.NaN, 0],
    [100000, 0],
    [1, -1],
    [1, Number.NaN],
  ])("refuses requested %s with %s in the basket as junk", (requested, inBasket) => {
    expect(checkTallyQuantity({ requested, inBasket })).toEqual(invalid);
  });
});

describe("spec/2 §5 Tally products — the product limit", () => {
  it("lets a quantity up to the limit through", () => {
    expect(checkTallyProductLimit({ quantity: 5, isTallyProduct: true })).toEqual(ok(5));
    expect(checkTallyProductLimit({ quantity: 3, isTallyProduct: true, limit: 3 })).toEqual(ok(3));
  });

  it("refuses a quantity above the limit", () => {
    expect(checkTallyProductLimit({ quantity: 4, isTallyProduct: true, limit: 3 })).toEqual(
      fail("over-product-limit", "Sorry, there is a maximum order quantity of 3 of this product."),
    );
    expect(checkTallyProductLimit({ quantity: 6, isTallyProduct: true, limit: null })).toEqual(
      fail("over-product-limit", "Sorry, there is a maximum order quantity of 5 of this product."),
    );
  });

  it("does not limit a custom length or a product that is not tally", () => {
    expect(
      checkTallyProductLimit({ quantity: 50, isTallyProduct: true, limit: 3, partNumber: "TIM/1.0/4X2" }),
    ).toEqual(ok(50));
    expect(checkTallyProductLimit({ quantity: 50, isTallyProduct: false, limit: 3 })).toEqual(ok(50));
  });

  it.each([0, -2, 2.5, Number.NaN, 100000])("refuses the quantity %s as junk", (quantity) => {
    expect(checkTallyProductLimit({ quantity, isTallyProduct: false })).toEqual(invalid);
  });

  it("names a maximum of 5 when the server's check refuses a product with no limit of its own", () => {
    expect(tallyServerRefusalMessage(null)).toBe(
      "Sorry, there is a maximum order quantity of 5 of this product.",
    );
    expect(tallyServerRefusalMessage(3)).toBe(
      "Sorry, there is a maximum order quantity of 3 of this product.",
    );
  });
});

describe("spec/1 §5 Timber length — the tally value is the stock piece's length", () => {
  it("reads the length part of a timber part number", () => {
    expect(tallyValueOf("TIM/4.8/47100")).toBe("4.8");
    expect(tallyValueOf("TIM/1.0/47100")).toBe("1.0");
  });
  it("has none on a part number without one, which the length entry answers with its error", () => {
    expect(tallyValueOf("TIM")).toBeNull();
    expect(tallyValueOf("TIM/ /1")).toBeNull();
  });
});
