import { describe, expect, it } from "vitest";
import { exVatFromInc, incVat, vatOf } from "./vat.ts";

describe("spec/1 §3, §4 — VAT from a product's rate, rounded half up to the penny", () => {
  it("takes a whole percent of the ex-VAT price", () => {
    expect(vatOf(1000, 20)).toBe(200);
    expect(vatOf(1000, 5)).toBe(50);
    expect(vatOf(1000, 0)).toBe(0);
    expect(vatOf(0, 20)).toBe(0);
  });

  it("rounds a half penny up and below half down", () => {
    expect(vatOf(10, 5)).toBe(1); // 0.5p
    expect(vatOf(9, 5)).toBe(0); // 0.45p
    expect(vatOf(1003, 20)).toBe(201); // 200.6p
    expect(vatOf(1002, 20)).toBe(200); // 200.4p
    expect(vatOf(1, 20)).toBe(0); // 0.2p
    expect(vatOf(3, 20)).toBe(1); // 0.6p
  });

  it("rounds a refund line as the mirror of the sale line", () => {
    expect(vatOf(-10, 5)).toBe(-1);
    expect(vatOf(-1003, 20)).toBe(-201);
  });

  it("adds the rounded VAT to give the inc-VAT price", () => {
    expect(incVat(1000, 20)).toBe(1200);
    expect(incVat(1003, 20)).toBe(1204);
    expect(incVat(10, 5)).toBe(11);
    expect(incVat(999, 0)).toBe(999);
  });

  it("takes the ex-VAT price out of an inc-VAT price", () => {
    expect(exVatFromInc(1200, 20)).toBe(1000);
    expect(exVatFromInc(1050, 5)).toBe(1000);
    expect(exVatFromInc(999, 0)).toBe(999);
    expect(exVatFromInc(1, 20)).toBe(1); // 0.833p
    expect(exVatFromInc(-1200, 20)).toBe(-1000);
  });

  it("undoes incVat for every price up to £100 at each UK rate", () => {
    for (const rate of [0, 5, 20]) {
      for (let ex = 0; ex <= 10000; ex++) expect(exVatFromInc(incVat(ex, rate), rate)).toBe(ex);
    }
  });

  it.each([12.5, -1, 101, Number.NaN])("refuses the rate %s", (rate) => {
    expect(() => vatOf(1000, rate)).toThrow(RangeError);
    expect(() => exVatFromInc(1000, rate)).toThrow(RangeError);
  });

  it("refuses prices that are not whole pence", () => {
    expect(() => vatOf(10.5, 20)).toThrow(RangeError);
    expect(() => incVat(Number.NaN, 20)).toThrow(RangeError);
    expect(() => exVatFromInc(10.5, 20)).toThrow(RangeError);
  });
});
