import type { HomeLogo } from "@merchant/contract";
import { CAROUSEL_AUTOPLAY_MS, SPONSOR_MOVE_MS, sponsorImageHeight } from "@merchant/domain/carousels";
import { Link } from "react-router";
import { Carousel } from "~/ui/Carousel.tsx";
import { ROW_LAYOUTS } from "~/ui/carousel-layouts.ts";

/** The sponsor carousel's height in CSS pixels; its pictures take 66% of it (spec/3 §5). */
const SPONSOR_SLIDER_HEIGHT = 150;
/** The brand carousel's smaller tiles. */
const BRAND_SLIDER_HEIGHT = 130;

const KINDS = {
  sponsor: { layout: ROW_LAYOUTS.sponsor, height: SPONSOR_SLIDER_HEIGHT, moveMs: SPONSOR_MOVE_MS },
  brand: { layout: ROW_LAYOUTS.brand, height: BRAND_SLIDER_HEIGHT, moveMs: undefined },
} as const;

/**
 * The homepage's sponsor and brand carousels (spec/1 §2, spec/3 §9): the manufacturers' pictures
 * and names, each leading to their products, moving on every 4000 ms (spec/2 §9); the sponsor
 * carousel moves in 1000 ms, its pictures 66% of its height and at least 90 px (spec/3 §5).
 */
export function LogoCarousel({
  kind,
  heading,
  logos,
}: {
  kind: keyof typeof KINDS;
  heading: string;
  logos: HomeLogo[];
}) {
  if (logos.length === 0) return null;
  const { layout, height, moveMs } = KINDS[kind];
  const imageHeight = sponsorImageHeight(height);
  return (
    <section aria-labelledby={`${kind}-heading`} className="my-8">
      <h2 id={`${kind}-heading`} className="mb-4 text-xl font-semibold">
        {heading}
      </h2>
      <Carousel
        label={heading}
        layout={layout}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
        moveMs={moveMs}
        slides={logos.map((logo) => (
          <Link
            key={logo.name}
            to={logo.href}
            className="flex flex-col items-center justify-center gap-1 rounded-lg border border-line bg-white p-2 text-center text-sm font-semibold hover:border-brand-ink"
            style={{ height }}
          >
            <img
              src={logo.image.url}
              alt=""
              loading="lazy"
              width={imageHeight}
              height={imageHeight}
              draggable={false}
              className="object-contain"
              style={{ height: imageHeight, width: "auto", maxWidth: "100%" }}
            />
            <span className="line-clamp-1">{logo.name}</span>
          </Link>
        ))}
      />
    </section>
  );
}
