import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import {
  DEFAULT_QUANTITY,
  MAX_QUANTITY,
  MIN_QUANTITY_INPUT,
  QUANTITY_MAX_LENGTH,
  checkBasketAddQuantities,
  isQuantityKeyAllowed,
  isWholeQuantity,
  quantityOnBlur,
  trimQuantityInput,
} from "./quantity-field.ts";

describe("spec/1 §5, §9 Quantities — at most 5 characters (99999)", () => {
  it("holds the limits of the quantity input", () => {
    expect(MAX_QUANTITY).toBe(99999);
    expect(QUANTITY_MAX_LENGTH).toBe(5);
    expect(MIN_QUANTITY_INPUT).toBe(0);
    expect(DEFAULT_QUANTITY).toBe(1);
  });

  it.each([
    ["", ""],
    ["1", "1"],
    ["9999", "9999"],
    ["99999", "99999"],
    ["123456", "12345"],
    ["1234567890", "12345"],
  ])("cuts %j to %j", (typed, kept) => {
    expect(trimQuantityInput(typed)).toBe(kept);
  });
});

describe("spec/1 §5 Quantities — digits and navigation or control keys only", () => {
  it.each(["0", "1", "5", "9"])("lets the digit %s in", (key) => {
    expect(isQuantityKeyAllowed(key)).toBe(true);
  });

  it.each([
    "Backspace",
    "Delete",
    "Tab",
    "Enter",
    "Escape",
    "ArrowLeft",
    "ArrowRight",
    "ArrowUp",
    "ArrowDown",
    "Home",
    "End",
  ])("lets the key %s in", (key) => {
    expect(isQuantityKeyAllowed(key)).toBe(true);
  });

  it.each(["a", "e", "E", "-", "+", ".", ",", " ", "12", "", "PageUp", "F5", "Shift"])(
    "keeps %j out",
    (key) => {
      expect(isQuantityKeyAllowed(key)).toBe(false);
    },
  );

  it("lets Ctrl or Cmd combinations through for copy and paste", () => {
    expect(isQuantityKeyAllowed("v", true)).toBe(true);
    expect(isQuantityKeyAllowed("a", true)).toBe(true);
    expect(isQuantityKeyAllowed("v", false)).toBe(false);
  });
});

describe("spec/1 §5 Quantities — an emptied field reverts to 1 on blur", () => {
  it.each([
    ["", "1"],
    ["   ", "1"],
    ["abc", "1"],
    ["1a", "1"],
    ["-3", "1"],
    ["2.5", "1"],
    ["0", "0"],
    ["7", "7"],
    [" 12 ", "12"],
    ["99999", "99999"],
  ])("turns %j into %j", (typed, kept) => {
    expect(quantityOnBlur(typed)).toBe(kept);
  });
});

describe("spec/1 §5 Quantities — a whole quantity the field can hold", () => {
  it("accepts whole numbers from the minimum to 99999", () => {
    expect(isWholeQuantity(0, 0)).toBe(true);
    expect(isWholeQuantity(1, 1)).toBe(true);
    expect(isWholeQuantity(99999, 1)).toBe(true);
  });

  it.each([-1, 100000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (quantity) => {
    expect(isWholeQuantity(quantity, 0)).toBe(false);
  });

  it("refuses what is below the minimum", () => {
    expect(isWholeQuantity(0, 1)).toBe(false);
  });
});

describe("spec/1 §5 Quantities — basket add blocked above 99999", () => {
  const overMaximum = fail(
    "over-maximum",
    "Sorry you have requested more than the maximum allowed for this product.",
  );
  const invalid = fail("invalid-quantity", "Please enter a whole number quantity.");

  it("lets quantities up to 99999 through", () => {
    const items = { "101": 1, "102": 99999, "103": 0 };
    expect(checkBasketAddQuantities(items)).toEqual(ok(items));
    expect(checkBasketAddQuantities({})).toEqual(ok({}));
  });

  it("blocks the add when any quantity is above 99999", () => {
    expect(checkBasketAddQuantities({ "101": 100000 })).toEqual(overMaximum);
    expect(checkBasketAddQuantities({ "101": 2, "102": 123456 })).toEqual(overMaximum);
  });

  it("says over-maximum even when another line holds junk", () => {
    expect(checkBasketAddQuantities({ "101": Number.NaN, "102": 100000 })).toEqual(overMaximum);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 100000.5])(
    "refuses the quantity %s",
    (quantity) => {
      expect(checkBasketAddQuantities({ "101": 1, "102": quantity })).toEqual(invalid);
    },
  );
});
