/**
 * Each carousel's items in view by width (spec/3 §9, the domain's layouts) beside the same as
 * Tailwind slide widths: CSS media queries, not script, so the server's page already has the right
 * number in view. Tailwind's `max-[Npx]` means "narrower than N", hence one pixel above each
 * breakpoint. Written out in full for Tailwind to find.
 */
import {
  ALTERNATIVES_SLIDER,
  BRAND_CAROUSEL,
  CROSS_SELL_SLIDER,
  MAGIC_CAROUSEL,
  SPONSOR_CAROUSEL,
  type CarouselLayout,
} from "@merchant/domain/carousels";

export type RowLayout = { counts: CarouselLayout; slideClassName: string };

export const ROW_LAYOUTS = {
  sponsor: {
    counts: SPONSOR_CAROUSEL,
    slideClassName: "basis-1/6 max-[601px]:basis-1/4 max-[481px]:basis-1/3",
  },
  brand: {
    counts: BRAND_CAROUSEL,
    slideClassName:
      "basis-1/10 max-[1025px]:basis-1/8 max-[801px]:basis-1/6 max-[601px]:basis-1/4 max-[481px]:basis-1/3",
  },
  magic: {
    counts: MAGIC_CAROUSEL,
    slideClassName: "basis-1/5 max-[1025px]:basis-1/3 max-[801px]:basis-1/1",
  },
  alternatives: {
    counts: ALTERNATIVES_SLIDER,
    slideClassName: "basis-1/5 max-[1025px]:basis-1/3 max-[801px]:basis-1/2",
  },
  crossSell: {
    counts: CROSS_SELL_SLIDER,
    slideClassName: "basis-1/3 max-[801px]:basis-1/2",
  },
} as const satisfies Record<string, RowLayout>;
