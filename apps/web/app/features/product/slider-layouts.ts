/**
 * The product page's sliders, their headings and how many each shows at once (spec/3 §9 "Product
 * sliders": alternatives 5/3/2, cross-sell and related 3/2). Essential extras share the
 * alternatives' layout: both are short lists of small, like-for-like items.
 */
import { ROW_LAYOUTS } from "~/ui/carousel-layouts.ts";

export const PRODUCT_SLIDERS = {
  essentials: { title: "Essential extras", layout: ROW_LAYOUTS.alternatives },
  alternatives: { title: "Alternatives", layout: ROW_LAYOUTS.alternatives },
  crossSell: { title: "You may also need", layout: ROW_LAYOUTS.crossSell },
  related: { title: "Related products", layout: ROW_LAYOUTS.crossSell },
} as const;

export type ProductSliderKind = keyof typeof PRODUCT_SLIDERS;
