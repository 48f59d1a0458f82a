import type { HomeSlide } from "@merchant/contract";
import {
  CAROUSEL_AUTOPLAY_MS,
  nextStart,
  previousStart,
  ROW_SWIPE_THRESHOLD,
  SLIDER_MOVE_MS,
} from "@merchant/domain/carousels";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion.ts";
import { PlayPause } from "~/ui/Carousel.tsx";
import { CarouselTrack } from "~/ui/CarouselTrack.tsx";
import { cx } from "~/ui/cx.ts";
import { useAutoplay, useSwipe } from "~/ui/use-carousel-motion.ts";

const LABEL = "Offers";

/**
 * The homepage's main carousel (spec/3 §2, §4, §9): one slide at a time, moving on every 4000 ms.
 * Before a change the background turns to the next slide's colour; after it, the height fits the
 * slide and its numbered tab is highlighted. Phones narrower than 430 px get dots instead of the
 * numbered tabs (spec/2 §9). The server's page shows the first slide as plain HTML, its picture
 * the page's largest paint, so nothing waits for scripts.
 */
export function MainCarousel({ slides }: { slides: HomeSlide[] }) {
  const count = slides.length;
  // The slide moving into place (and its colour), and the slide in place, whose tab is highlighted.
  const [target, setTarget] = useState(0);
  const [shown, setShown] = useState(0);
  const [height, setHeight] = useState<number>();
  const slideElements = useRef<(HTMLDivElement | null)[]>([]);
  const settling = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => () => clearTimeout(settling.current), []);

  const goTo = (slide: number) => {
    if (slide === target) return;
    setTarget(slide);
    clearTimeout(settling.current);
    settling.current = setTimeout(
      () => {
        setShown(slide);
        setHeight(slideElements.current[slide]?.offsetHeight);
      },
      reducedMotion ? 0 : SLIDER_MOVE_MS,
    );
  };
  const next = () => goTo(nextStart(target, count, 1));
  const previous = () => goTo(previousStart(target, count, 1));
  const autoplay = useAutoplay(next, count > 1 ? CAROUSEL_AUTOPLAY_MS : undefined, target);
  const swipe = useSwipe(ROW_SWIPE_THRESHOLD, (step) => (step === 1 ? next() : previous()));
  const colour = slides[target]?.background;
  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={LABEL}
      data-background={colour}
      className="text-white motion-safe:transition-colors motion-safe:duration-300"
      style={{ backgroundColor: colour }}
      {...autoplay.holders}
    >
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-3 sm:pt-8">
        <CarouselTrack
          offsetPercent={100 * target}
          swipe={swipe}
          moveMs={SLIDER_MOVE_MS}
          height={height}
          className="motion-safe:transition-[height] motion-safe:duration-300"
          trackClassName="items-start"
        >
          {slides.map((slide, index) => (
            <div
              key={slide.href + index}
              ref={(element) => {
                slideElements.current[index] = element;
              }}
              id={`main-slide-${index + 1}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${slide.title}`}
              inert={index !== target}
              className="grid w-full shrink-0 grow-0 basis-full items-center gap-4 sm:grid-cols-[1fr_minmax(0,20rem)] sm:gap-8"
            >
              <div className="order-2 sm:order-1">
                <h2 className="text-2xl font-bold sm:text-4xl">{slide.title}</h2>
                <p className="mt-2 max-w-xl text-base sm:text-lg">{slide.body}</p>
                <Link
                  to={slide.href}
                  className="mt-4 inline-block rounded-md bg-white px-5 py-3 font-semibold text-ink hover:bg-surface"
                >
                  Shop now<span className="sr-only">: {slide.title}</span>
                </Link>
              </div>
              <img
                src={slide.image.url}
                alt=""
                width={320}
                height={320}
                // The first slide's picture is the page's largest paint: fetched before the scripts.
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
                draggable={false}
                className="order-1 mx-auto aspect-square w-40 rounded-lg bg-white object-contain sm:order-2 sm:w-full"
              />
            </div>
          ))}
        </CarouselTrack>
        {count > 1 && (
          <div className="mt-3 flex items-center justify-center gap-2">
            <SlidePicker slides={slides} shown={shown} onPick={goTo} look="tabs" />
            <SlidePicker slides={slides} shown={shown} onPick={goTo} look="dots" />
            {autoplay.plays && (
              <PlayPause
                stopped={autoplay.stopped}
                onToggle={autoplay.toggleStopped}
                label={LABEL.toLowerCase()}
                className="ml-2 border-white bg-transparent text-white hover:bg-black/30"
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The numbered tabs (430 px and wider) or, on a phone, the dots (spec/3 §2; spec/2 §9): the slide
 * in place is highlighted. CSS picks which shows, so the server's page has the right one.
 */
function SlidePicker({
  slides,
  shown,
  onPick,
  look,
}: {
  slides: HomeSlide[];
  shown: number;
  onPick: (slide: number) => void;
  look: "tabs" | "dots";
}) {
  const tabs = look === "tabs";
  return (
    <ul
      aria-label="Choose a slide"
      className={tabs ? "hidden gap-2 min-[430px]:flex" : "flex min-[430px]:hidden"}
    >
      {slides.map((slide, index) => (
        <li key={index}>
          <button
            type="button"
            onClick={() => onPick(index)}
            aria-label={`Slide ${index + 1}: ${slide.title}`}
            aria-current={index === shown ? "true" : undefined}
            aria-controls={`main-slide-${index + 1}`}
            className={cx(
              "grid place-items-center",
              tabs ? "size-10 rounded-md border-2 border-white font-semibold" : "size-11",
              tabs && (index === shown ? "bg-white text-ink" : "bg-black/20 text-white hover:bg-black/40"),
            )}
          >
            {tabs ? (
              index + 1
            ) : (
              <span
                className={cx("size-3 rounded-full border-2 border-white", index === shown && "bg-white")}
              />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
