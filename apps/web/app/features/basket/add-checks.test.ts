import { describe, expect, it } from "vitest";
import { checkProductPageQuantity, checkQuantityToAdd, type ProductToAdd } from "./add-checks.ts";

const boards: ProductToAdd = { id: 1, partNumber: "PLY/18/2440", isTally: false, sawToSizeMax: null };
const timber: ProductToAdd = { id: 2, partNumber: "TIM/4.8/47100", isTally: true, sawToSizeMax: 5 };
const customLength: ProductToAdd = { ...timber, partNumber: "TIM/1.0/47100" };

describe("the page's checks before an add (spec/1 §5)", () => {
  it("reads an empty field as 1 and refuses 0 in our words", () => {
    expect(checkQuantityToAdd(boards, "", 0)).toEqual({ ok: true, value: 1 });
    expect(checkQuantityToAdd(boards, "0", 0)).toMatchObject({
      ok: false,
      message: "Please enter a whole number quantity.",
    });
  });

  it("refuses more than 99999", () => {
    expect(checkQuantityToAdd(boards, "100000", 0)).toMatchObject({
      ok: false,
      message: "Sorry you have requested more than the maximum allowed for this product.",
    });
  });

  it("holds a tally product to its saw-to-size maximum with what the basket holds, unless cut to length", () => {
    expect(checkQuantityToAdd(timber, "2", 3)).toEqual({ ok: true, value: 2 });
    expect(checkQuantityToAdd(timber, "3", 3)).toMatchObject({
      ok: false,
      code: "over-tally-maximum-with-basket",
    });
    expect(checkQuantityToAdd(timber, "6", 0)).toMatchObject({
      ok: false,
      message: "Sorry only a maximum quantity of 5 is allowed for this product.",
    });
    expect(checkQuantityToAdd(customLength, "40", 10)).toEqual({ ok: true, value: 40 });
    expect(checkQuantityToAdd(boards, "40", 10)).toEqual({ ok: true, value: 40 });
  });
});

describe("the product page's check (spec/2 §5 Tally products)", () => {
  it("answers a tally quantity above its limit in the product page's words, unless cut to length", () => {
    expect(checkProductPageQuantity(timber, "6", 0)).toMatchObject({
      ok: false,
      code: "over-product-limit",
      message: "Sorry, there is a maximum order quantity of 5 of this product.",
    });
    expect(checkProductPageQuantity(customLength, "60", 0)).toEqual({ ok: true, value: 60 });
  });

  it("keeps the shared checks: what the basket holds, 99999 and junk", () => {
    expect(checkProductPageQuantity(timber, "3", 3)).toMatchObject({
      ok: false,
      code: "over-tally-maximum-with-basket",
    });
    expect(checkProductPageQuantity(boards, "100000", 0)).toMatchObject({
      message: "Sorry you have requested more than the maximum allowed for this product.",
    });
    expect(checkProductPageQuantity(boards, "0", 0)).toMatchObject({ code: "invalid-quantity" });
    expect(checkProductPageQuantity(boards, "", 0)).toEqual({ ok: true, value: 1 });
  });
});
