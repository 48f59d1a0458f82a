import { describe, expect, it } from "vitest";
import { PRODUCT_SLIDERS, perViewAt } from "./slider-layouts.ts";

// spec/3 §9 "Product sliders"
describe("products in view per slider", () => {
  it("shows alternatives 5 up, 3 up at 1024 px and 2 up at 800 px and below", () => {
    const { layout } = PRODUCT_SLIDERS.alternatives;
    expect(perViewAt(layout, 1280)).toBe(5);
    expect(perViewAt(layout, 1025)).toBe(5);
    expect(perViewAt(layout, 1024)).toBe(3);
    expect(perViewAt(layout, 801)).toBe(3);
    expect(perViewAt(layout, 800)).toBe(2);
    expect(perViewAt(layout, 375)).toBe(2);
  });

  it("shows cross-sell and related 3 up and 2 up at 800 px and below", () => {
    for (const { layout } of [PRODUCT_SLIDERS.crossSell, PRODUCT_SLIDERS.related]) {
      expect(perViewAt(layout, 1280)).toBe(3);
      expect(perViewAt(layout, 1024)).toBe(3);
      expect(perViewAt(layout, 801)).toBe(3);
      expect(perViewAt(layout, 800)).toBe(2);
      expect(perViewAt(layout, 375)).toBe(2);
    }
  });

  it("lays essential extras out like alternatives", () => {
    expect(PRODUCT_SLIDERS.essentials.layout).toEqual(PRODUCT_SLIDERS.alternatives.layout);
  });
});
