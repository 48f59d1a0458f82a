import type { ReactNode } from "react";
import { Carousel } from "~/ui/Carousel.tsx";
import { PRODUCT_SLIDERS, type ProductSliderKind } from "../slider-layouts.ts";

/**
 * One of the product page's sliders (essential extras, alternatives, cross-sell, related) with
 * its heading and the number in view that spec/3 §9 gives it. The route passes the cards, so
 * this feature needs no knowledge of how a product card looks.
 */
export function ProductSlider({ kind, cards }: { kind: ProductSliderKind; cards: ReactNode[] }) {
  if (cards.length === 0) return null;
  const { title, layout } = PRODUCT_SLIDERS[kind];
  return (
    // At the page's end: laid out and painted only as it nears the screen (decision 175).
    <div className="mt-10 [content-visibility:auto] [contain-intrinsic-size:auto_540px]">
      <h2 className="mb-4 text-xl font-semibold">{title}</h2>
      {/* The carousel is itself a region named after the slider. */}
      <Carousel label={title} slides={cards} layout={layout} />
    </div>
  );
}
