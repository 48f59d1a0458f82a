import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion.ts";
import { cx } from "./cx.ts";

type Props = {
  /** Names the carousel region, e.g. "Related products". */
  label: string;
  slides: ReactNode[];
  /** Moves to the next slide every so many milliseconds; omitted, it only moves when asked. */
  autoplayMs?: number;
  showDots?: boolean;
  /** Width of each slide, as Tailwind basis classes (e.g. "basis-1/2 md:basis-1/3"). Default: one per view. */
  slideClassName?: string;
};

/**
 * A sliding row that wraps from the last slide to the first (spec/3 §4 "Slider"). It stands
 * still while pointed at or focused, and for shoppers who ask for reduced motion.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  showDots = false,
  slideClassName = "basis-full",
}: Props) {
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    sync();
    embla.on("select", sync).on("reInit", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || autoplayMs === undefined || paused || reducedMotion) return;
    const timer = setInterval(() => embla.scrollNext(), autoplayMs);
    return () => clearInterval(timer);
  }, [embla, autoplayMs, paused, reducedMotion, selected]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={viewport} className="overflow-hidden">
        <div className="flex">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={cx("min-w-0 shrink-0 grow-0 px-2", slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Embla reports one snap when every slide is already in view: nothing to move to then. */}
      {slides.length > 1 && snapCount !== 1 && (
        <div className="mt-3 flex items-center justify-center gap-2">
          <CarouselButton label="Previous slide" onClick={previous}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </CarouselButton>
          {showDots &&
            Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => embla?.scrollTo(index)}
                className="grid size-11 place-items-center"
              >
                <span
                  className={cx(
                    "size-3 rounded-full border-2 border-brand-ink",
                    index === selected && "bg-brand-ink",
                  )}
                />
              </button>
            ))}
          <CarouselButton label="Next slide" onClick={next}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </CarouselButton>
        </div>
      )}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-11 place-items-center rounded-full border border-line bg-white text-ink hover:bg-surface"
    >
      {children}
    </button>
  );
}
