import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { QUANTITY_INVALID } from "./messages.ts";
import { normaliseVanQuantity } from "./quantity.ts";

describe("spec/3 §5, §9 — app quantity is a whole number from 1 to 999", () => {
  it.each([
    ["1", 1],
    ["999", 999],
    [" 42 ", 42],
    ["+7", 7],
    ["007", 7],
    [12, 12],
  ] as const)("accepts %j as %i", (raw, quantity) => {
    expect(normaliseVanQuantity(raw)).toEqual(ok(quantity));
  });

  it.each(["", "   ", null, undefined, "0", "-5", 0, -1])("makes %j into 1", (raw) => {
    expect(normaliseVanQuantity(raw)).toEqual(ok(1));
  });

  it.each([
    "1000",
    1000,
    "99999999999999999999",
    "999.5",
    "2.5",
    2.5,
    "abc",
    "1e3",
    "12a",
    Number.NaN,
    Number.POSITIVE_INFINITY,
    "1 2",
  ])("refuses %j", (raw) => {
    expect(normaliseVanQuantity(raw)).toEqual(fail("invalid_quantity", QUANTITY_INVALID));
  });

  it("uses the spec's words", () => {
    expect(QUANTITY_INVALID).toBe("Please enter a valid quantity between 1 and 999 to proceed.");
  });
});
