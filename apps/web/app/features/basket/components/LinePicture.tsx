import type { BasketLine } from "@merchant/contract";
import { cx } from "~/ui/cx.ts";

type Props = { image: BasketLine["product"]["image"]; size: number; className: string };

/**
 * A basket line's product picture, or a plain square where the product has none. The name beside
 * it says what it is, so the picture is not read out a second time.
 */
export function LinePicture({ image, size, className }: Props) {
  return image ? (
    <img
      src={image.url}
      alt=""
      width={size}
      height={size}
      className={cx("rounded object-contain", className)}
    />
  ) : (
    <span className={cx("rounded bg-surface", className)} />
  );
}
