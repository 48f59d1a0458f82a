import { describe, expect, it } from "vitest";
import { formatPounds, penceToPounds } from "./pence.ts";

describe("spec/1 §9 Currency GBP, 2 decimals — a penny price is divided by 100", () => {
  it("turns pence into pounds", () => {
    expect(penceToPounds(123450)).toBe(1234.5);
    expect(penceToPounds(1)).toBe(0.01);
    expect(penceToPounds(0)).toBe(0);
    expect(penceToPounds(-150)).toBe(-1.5);
  });

  it("refuses amounts that are not whole pence", () => {
    expect(() => penceToPounds(12.5)).toThrow(RangeError);
    expect(() => penceToPounds(Number.NaN)).toThrow(RangeError);
  });
});

describe("spec/1 §9, spec/2 §9 — pounds shown with £, thousands separators and 2 decimals (en-GB)", () => {
  it.each([
    [0, "£0.00"],
    [1, "£0.01"],
    [10, "£0.10"],
    [99, "£0.99"],
    [100, "£1.00"],
    [123450, "£1,234.50"],
    [99999, "£999.99"],
    [100000, "£1,000.00"],
    [123456789, "£1,234,567.89"],
    [100000000000, "£1,000,000,000.00"],
  ])("%i pence reads %s", (pence, shown) => {
    expect(formatPounds(pence)).toBe(shown);
  });

  it("puts the minus before the pound sign", () => {
    expect(formatPounds(-150)).toBe("-£1.50");
    expect(formatPounds(-123450)).toBe("-£1,234.50");
  });

  it("shows negative zero as zero", () => {
    expect(formatPounds(-0)).toBe("£0.00");
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("refuses %s as not whole pence", (pence) => {
    expect(() => formatPounds(pence)).toThrow(RangeError);
  });
});
