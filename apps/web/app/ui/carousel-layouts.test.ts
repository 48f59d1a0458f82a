import { visibleCount } from "@merchant/domain/carousels";
import { describe, expect, it } from "vitest";
import { ROW_LAYOUTS } from "./carousel-layouts.ts";

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

const widths = [320, 375, 480, 481, 600, 601, 800, 801, 1000, 1024, 1025, 1280, 1920];

describe("spec/3 §9 carousel slide widths", () => {
  for (const [name, layout] of Object.entries(ROW_LAYOUTS)) {
    it(`${name}: the slide classes show as many as the domain's layout at every width`, () => {
      for (const width of widths) {
        expect(perViewByClasses(layout.slideClassName, width), `at ${width}px`).toBe(
          visibleCount(layout.counts, width),
        );
      }
    });
  }
});
