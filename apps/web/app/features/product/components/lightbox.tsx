import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ProductDetail } from "@merchant/contract";
import { cx } from "~/ui/cx.ts";
import { Dialog } from "~/ui/Dialog.tsx";
import { thumbnailsScroll } from "../thumbnail-strip.ts";
import { Thumbnail } from "./thumbnail.tsx";

type Props = {
  images: ProductDetail["images"];
  productName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  index: number;
  onIndexChange: (index: number) => void;
};

/**
 * The product's pictures large, in the shop's Dialog (focus starts on the dialog and stays
 * inside, Escape closes). Previous and next (buttons or arrow keys) wrap round; the thumbnail
 * strip scrolls when there are more than 5 thumbnails (spec/1 §2), keeping the shown one in view.
 */
export function Lightbox({ images, productName, open, onOpenChange, index, onIndexChange }: Props) {
  const shown = images[index];
  const activeThumbnail = useRef<HTMLButtonElement>(null);
  const scrolls = thumbnailsScroll(images.length);

  useEffect(() => {
    if (open && scrolls) activeThumbnail.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [open, scrolls, index]);

  if (!shown) return null;
  const step = (by: number) => onIndexChange(index + by);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={productName}
      size="wide"
      // The arrows work from the moment it opens, wherever focus is inside it.
      initialFocus="dialog"
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") step(-1);
        if (event.key === "ArrowRight") step(1);
      }}
    >
      <>
        <div className="relative flex items-center justify-center">
          <img
            src={shown.url}
            alt={shown.alt}
            width={1000}
            height={1000}
            className="aspect-square w-full max-w-[min(60vh,700px)] object-contain"
          />
          {images.length > 1 && (
            <>
              <StepButton label="Previous image" onClick={() => step(-1)} className="left-0">
                <ChevronLeft aria-hidden className="size-6" />
              </StepButton>
              <StepButton label="Next image" onClick={() => step(1)} className="right-0">
                <ChevronRight aria-hidden className="size-6" />
              </StepButton>
            </>
          )}
        </div>
        <p aria-live="polite" className="mt-2 text-center text-sm text-muted">
          Image {index + 1} of {images.length}
        </p>
        {images.length > 1 && (
          <ul
            aria-label="Thumbnails"
            data-scrolls={scrolls}
            // Room for exactly 5 thumbnails (32 rem) and their focus rings (the padding); a sixth
            // and more scroll sideways.
            className={cx(
              "mx-auto mt-2 flex max-w-[calc(32rem+0.75rem)] gap-2 p-1.5",
              scrolls ? "snap-x scroll-px-1.5 overflow-x-auto" : "justify-center",
            )}
          >
            {images.map((image, position) => (
              <li key={image.url} className="shrink-0 basis-[calc((100%-4*0.5rem)/5)] snap-start">
                <Thumbnail
                  ref={position === index ? activeThumbnail : undefined}
                  image={image}
                  position={position}
                  count={images.length}
                  current={position === index}
                  onSelect={onIndexChange}
                  className="w-full"
                />
              </li>
            ))}
          </ul>
        )}
      </>
    </Dialog>
  );
}

function StepButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        "absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-line bg-white/90 text-ink shadow hover:bg-white",
        className,
      )}
    >
      {children}
    </button>
  );
}
