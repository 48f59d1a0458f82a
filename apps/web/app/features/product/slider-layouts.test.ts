import { describe, expect, it } from "vitest";
import { PRODUCT_SLIDERS, perViewAt, type SliderLayout } from "./slider-layouts.ts";

/**
 * What the browser does with the slide classes at a width: the narrowest matching
 * `max-[Npx]:basis-1/k` (width < N) wins over the plain `basis-1/k`.
 */
function perViewByClasses(className: string, width: number): number {
  let perView = 1;
  let narrowest = Infinity;
  for (const token of className.split(" ")) {
    const match = /^(?:max-\[(\d+)px\]:)?basis-1\/(\d+)$/.exec(token);
    if (!match) throw new Error(`unexpected slide class ${token}`);
    const below = match[1] ? Number(match[1]) : Infinity;
    if (width < below && below <= narrowest) {
      narrowest = below;
      perView = Number(match[2]);
    }
  }
  return perView;
}

const widths = [375, 600, 800, 801, 1000, 1024, 1025, 1280, 1920];

function expectLayout(layout: SliderLayout, expected: Record<number, number>) {
  for (const width of widths) {
    expect(perViewAt(layout, width), `at ${width}px`).toBe(expected[width]);
    expect(perViewByClasses(layout.slideClassName, width), `slide classes at ${width}px`).toBe(
      expected[width],
    );
  }
}

// spec/3 §9 "Product sliders"
describe("products in view per slider", () => {
  it("shows alternatives 5 up, 3 up at 1024 px and 2 up at 800 px and below", () => {
    expectLayout(PRODUCT_SLIDERS.alternatives.layout, {
      375: 2,
      600: 2,
      800: 2,
      801: 3,
      1000: 3,
      1024: 3,
      1025: 5,
      1280: 5,
      1920: 5,
    });
  });

  it("shows cross-sell and related 3 up and 2 up at 800 px and below", () => {
    for (const { layout } of [PRODUCT_SLIDERS.crossSell, PRODUCT_SLIDERS.related]) {
      expectLayout(layout, { 375: 2, 600: 2, 800: 2, 801: 3, 1000: 3, 1024: 3, 1025: 3, 1280: 3, 1920: 3 });
    }
  });

  it("lays essential extras out like alternatives", () => {
    expect(PRODUCT_SLIDERS.essentials.layout).toEqual(PRODUCT_SLIDERS.alternatives.layout);
  });
});
