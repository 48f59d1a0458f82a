import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import {
  checkBasketType,
  isOverVoidOrderLimit,
  NO_VOID_ORDER_LIMIT,
  voidOrderLimitNotice,
} from "./basket-type.ts";
import { MIXED_BASKET, OVER_VOID_ORDER_LIMIT } from "./messages.ts";

describe("spec/3 §4, §5 Basket type — one type per basket", () => {
  it("takes either type into an empty basket", () => {
    expect(checkBasketType("empty", "van")).toEqual(ok("van"));
    expect(checkBasketType("empty", "void")).toEqual(ok("void"));
  });
  it("takes more of the same type", () => {
    expect(checkBasketType("van", "van")).toEqual(ok("van"));
    expect(checkBasketType("void", "void")).toEqual(ok("void"));
  });
  it("refuses the other type until start over", () => {
    const refusal = fail(
      "mixed_basket",
      "Error: there are already items of a different type in your basket, please go to the basket and tap start over to proceed.",
    );
    expect(checkBasketType("van", "void")).toEqual(refusal);
    expect(checkBasketType("void", "van")).toEqual(refusal);
    expect(MIXED_BASKET).toBe(refusal.message);
  });
});

describe("spec/3 §4, §8, §9 — void order limit", () => {
  it("has no limit at -1", () => {
    expect(NO_VOID_ORDER_LIMIT).toBe(-1);
    expect(isOverVoidOrderLimit(99_999_999, -1)).toBe(false);
    expect(voidOrderLimitNotice(99_999_999, -1)).toBeNull();
  });
  it("is within the limit at exactly the limit and over it one penny above", () => {
    expect(voidOrderLimitNotice(50000, 50000)).toBeNull();
    expect(voidOrderLimitNotice(50001, 50000)).toBe(
      "This item has successfully been added to your order. This has taken the order over your order limit, Your order will be emailed to your supervisor for authorisation.",
    );
    expect(OVER_VOID_ORDER_LIMIT).toContain("supervisor for authorisation.");
  });
  it("sends every order to the supervisor for a limit of 0 or another negative", () => {
    expect(isOverVoidOrderLimit(1, 0)).toBe(true);
    expect(isOverVoidOrderLimit(0, 0)).toBe(false);
    expect(isOverVoidOrderLimit(0, -2)).toBe(true);
  });
});
