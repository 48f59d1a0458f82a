import { describe, expect, it } from "vitest";
import { LENGTH_UNITS, MILLIMETRES_PER_UNIT, convertLength } from "./unit-converter.ts";

const cleared = { cm: "", mm: "", inch: "", feet: "" };

describe("spec/2 §9, spec/3 §9 Unit converter — the spec's factors", () => {
  it("holds every unit in millimetres", () => {
    expect(LENGTH_UNITS).toEqual(["cm", "mm", "inch", "feet"]);
    expect(MILLIMETRES_PER_UNIT).toEqual({ cm: 10, mm: 1, inch: 25.4, feet: 304.8 });
  });

  it("keeps the six factors the spec names", () => {
    expect(convertLength("inch", "1")).toMatchObject({ cm: "2.54", mm: "25.40" });
    expect(convertLength("feet", "1")).toMatchObject({ cm: "30.48", inch: "12.00", mm: "304.80" });
    expect(convertLength("cm", "1")).toMatchObject({ mm: "10.00" });
  });
});

describe("spec/2 §5 Unit converter — each field converts the others, 2 decimals", () => {
  it("converts from cm", () => {
    expect(convertLength("cm", "100")).toEqual({ cm: "100", mm: "1000.00", inch: "39.37", feet: "3.28" });
  });

  it("converts from mm", () => {
    expect(convertLength("mm", "1000")).toEqual({ cm: "100.00", mm: "1000", inch: "39.37", feet: "3.28" });
  });

  it("converts from inches", () => {
    expect(convertLength("inch", "12")).toEqual({ cm: "30.48", mm: "304.80", inch: "12", feet: "1.00" });
  });

  it("converts from feet", () => {
    expect(convertLength("feet", "2.5")).toEqual({ cm: "76.20", mm: "762.00", inch: "30.00", feet: "2.5" });
  });

  it("rounds half up to 2 decimals", () => {
    expect(convertLength("mm", "10.05")).toMatchObject({ cm: "1.01" });
    expect(convertLength("mm", "10.04")).toMatchObject({ cm: "1.00" });
    expect(convertLength("mm", "1")).toMatchObject({ inch: "0.04", feet: "0.00" });
  });

  it("converts zero", () => {
    expect(convertLength("cm", "0")).toEqual({ cm: "0", mm: "0.00", inch: "0.00", feet: "0.00" });
  });

  it("clears every field when one is emptied", () => {
    expect(convertLength("cm", "")).toEqual(cleared);
    expect(convertLength("feet", "   ")).toEqual(cleared);
  });

  it.each(["abc", "12cm", "-5", "1,000", "NaN", "1e3"])("clears every field for %j", (typed) => {
    expect(convertLength("inch", typed)).toEqual(cleared);
  });
});
