import { Expand } from "lucide-react";
import { useState } from "react";
import type { ProductDetail } from "@merchant/contract";
import { SLIDE_SWIPE_THRESHOLD } from "@merchant/domain/carousels";
import { useSwipe } from "~/ui/use-carousel-motion.ts";
import { useAutoAdvance } from "../use-auto-advance.ts";
import { Lightbox } from "./lightbox.tsx";
import { Thumbnail } from "./thumbnail.tsx";

type Props = { images: ProductDetail["images"]; productName: string };

/**
 * The product's pictures: a main image that moves on every 6000 ms (spec/1 §4) and thumbnails
 * to choose one, or a swipe. It holds still while the shopper points at or tabs into it, and while the
 * lightbox is open. Clicking the main image opens the lightbox on the same picture.
 */
export function Gallery({ images, productName }: Props) {
  const [pointing, setPointing] = useState(false);
  const [focused, setFocused] = useState(false);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const { index, show } = useAutoAdvance(images.length, pointing || focused || lightboxOpen);
  // A one-picture slider that moves every 6 s: a swipe past one fifth of it moves it (decision 157).
  const swipe = useSwipe(SLIDE_SWIPE_THRESHOLD, (step) => show(index + step));
  const shown = images[index];
  if (!shown) return null;

  return (
    <div
      className="min-w-0"
      onMouseEnter={() => setPointing(true)}
      onMouseLeave={() => setPointing(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <button
        type="button"
        onClick={() => setLightboxOpen(true)}
        {...(images.length > 1 ? swipe.handlers : {})}
        aria-label={`Enlarge image ${index + 1} of ${images.length}: ${shown.alt}`}
        className="group relative block aspect-square w-full cursor-zoom-in touch-pan-y overflow-hidden rounded-lg border border-line bg-surface"
      >
        <img
          key={shown.url}
          src={shown.url}
          alt={shown.alt}
          width={800}
          height={800}
          // The page's largest picture, usually its largest paint on a phone: fetched before the scripts.
          fetchPriority="high"
          draggable={false}
          className="size-full object-contain"
        />
        <span className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full bg-white/90 shadow group-hover:bg-white">
          <Expand aria-hidden className="size-5" />
        </span>
      </button>
      {images.length > 1 && (
        <ul
          aria-label={`Images of ${productName}`}
          className="-mx-1.5 mt-1.5 flex gap-2 overflow-x-auto p-1.5"
        >
          {images.map((image, position) => (
            <li key={image.url}>
              <Thumbnail
                image={image}
                position={position}
                count={images.length}
                current={position === index}
                onSelect={show}
                className="size-12 shrink-0 sm:size-20"
              />
            </li>
          ))}
        </ul>
      )}
      {/* Without JavaScript the picture and thumbnails do nothing: each full-size picture is a link instead. */}
      <noscript>
        <ul aria-label="Full-size pictures" className="mt-2 flex flex-wrap gap-x-4 text-sm">
          {images.map((image, position) => (
            <li key={image.url}>
              <a href={image.url} className="font-semibold text-brand-ink underline underline-offset-2">
                Picture {position + 1} of {images.length}, full size
              </a>
            </li>
          ))}
        </ul>
      </noscript>
      <Lightbox
        images={images}
        productName={productName}
        open={lightboxOpen}
        onOpenChange={setLightboxOpen}
        index={index}
        onIndexChange={show}
      />
    </div>
  );
}
