import type { Ref } from "react";
import type { ProductDetail } from "@merchant/contract";
import { cx } from "~/ui/cx.ts";

type Props = {
  image: ProductDetail["images"][number];
  position: number;
  count: number;
  current: boolean;
  onSelect: (position: number) => void;
  className: string;
  ref?: Ref<HTMLButtonElement>;
};

/** A small picture that shows its image when chosen, in the gallery and in the lightbox. */
export function Thumbnail({ image, position, count, current, onSelect, className, ref }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => onSelect(position)}
      aria-label={`Show image ${position + 1} of ${count}: ${image.alt}`}
      aria-current={current ? "true" : undefined}
      className={cx(
        "block aspect-square overflow-hidden rounded-md border-2 bg-surface",
        current ? "border-brand-ink" : "border-line hover:border-muted",
        className,
      )}
    >
      <img
        src={image.thumbUrl}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-full object-contain"
      />
    </button>
  );
}
