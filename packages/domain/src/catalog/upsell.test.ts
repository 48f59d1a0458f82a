import { describe, expect, it } from "vitest";
import { billOfMaterialsControls, upsellMinus, upsellPlus, upsellStep } from "./upsell.ts";

describe("spec/2 §2, §5 — upsell quantities never go below 0", () => {
  it("steps up and down by one", () => {
    expect(upsellPlus(0)).toBe(1);
    expect(upsellPlus(4)).toBe(5);
    expect(upsellMinus(5)).toBe(4);
    expect(upsellMinus(1)).toBe(0);
    expect(upsellStep(2, -1)).toBe(1);
  });

  it("stops at 0", () => {
    expect(upsellMinus(0)).toBe(0);
    expect(upsellMinus(-4)).toBe(0);
  });

  it("stops at 99999", () => {
    expect(upsellPlus(99998)).toBe(99999);
    expect(upsellPlus(99999)).toBe(99999);
  });

  it.each([Number.NaN, 1.5, Number.POSITIVE_INFINITY])("counts the junk quantity %s as 0", (quantity) => {
    expect(upsellPlus(quantity)).toBe(1);
    expect(upsellMinus(quantity)).toBe(0);
  });
});

describe("spec/1 §4 — basket bill-of-materials add/off controls", () => {
  it("shows the 'off' controls when the total is zero", () => {
    expect(billOfMaterialsControls(0)).toBe("off");
  });

  it("shows the 'add' controls otherwise", () => {
    expect(billOfMaterialsControls(1)).toBe("add");
    expect(billOfMaterialsControls(2500)).toBe("add");
  });

  it.each([-1, Number.NaN])("treats the junk total %s as nothing", (total) => {
    expect(billOfMaterialsControls(total)).toBe("off");
  });
});
