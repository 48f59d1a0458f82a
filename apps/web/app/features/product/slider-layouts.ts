/**
 * How many products each product-page slider shows at once (spec/3 §9 "Product sliders"):
 * alternatives 5 per view (3 at 1024 px, 2 at 800 px and below); cross-sell and related 3 per
 * view (2 at 800 px and below). Essential extras share the alternatives' layout: both are short
 * lists of small, like-for-like items.
 */
export type SliderLayout = {
  perView: number;
  /** Narrower screens, each applying at its width and below. */
  narrower: readonly { maxWidth: number; perView: number }[];
  /**
   * The same layout as the Carousel's slide widths. CSS media queries, not script, so the server
   * render already has the right number in view. Tailwind's `max-[Npx]` means "narrower than N",
   * hence one pixel above each breakpoint. Written out in full for Tailwind to find.
   */
  slideClassName: string;
};

const FIVE_UP: SliderLayout = {
  perView: 5,
  narrower: [
    { maxWidth: 1024, perView: 3 },
    { maxWidth: 800, perView: 2 },
  ],
  slideClassName: "basis-1/5 max-[1025px]:basis-1/3 max-[801px]:basis-1/2",
};

const THREE_UP: SliderLayout = {
  perView: 3,
  narrower: [{ maxWidth: 800, perView: 2 }],
  slideClassName: "basis-1/3 max-[801px]:basis-1/2",
};

export const PRODUCT_SLIDERS = {
  essentials: { title: "Essential extras", layout: FIVE_UP },
  alternatives: { title: "Alternatives", layout: FIVE_UP },
  crossSell: { title: "You may also need", layout: THREE_UP },
  related: { title: "Related products", layout: THREE_UP },
} as const satisfies Record<string, { title: string; layout: SliderLayout }>;

export type ProductSliderKind = keyof typeof PRODUCT_SLIDERS;

/** Products in view on a screen this many CSS pixels wide. */
export function perViewAt(layout: SliderLayout, viewportWidth: number): number {
  const applying = layout.narrower.filter((step) => viewportWidth <= step.maxWidth);
  return applying.reduce((fewest, step) => Math.min(fewest, step.perView), layout.perView);
}
