import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "./cx.ts";

type Props = {
  product: { slug: string; name: string; partNumber: string; image: { url: string; alt: string } | null };
  className?: string | undefined;
  /** What else the list shows of the product, under its part number. */
  children?: ReactNode;
};

/**
 * A product as a row of a list (the clearance list, the partnering catalogue): its small picture,
 * its name linking to its page, and its part number.
 */
export function ProductRow({ product, className, children }: Props) {
  return (
    <div className={cx("flex gap-3", className)}>
      <div className="size-20 shrink-0 overflow-hidden rounded-md bg-surface sm:size-24">
        {product.image && (
          <img
            src={product.image.url}
            alt={product.image.alt}
            loading="lazy"
            width={96}
            height={96}
            className="size-full object-contain"
          />
        )}
      </div>
      <div className="min-w-0">
        <h2 className="text-base leading-5 font-semibold">
          <Link to={`/product/${product.slug}`} className="hover:underline" prefetch="intent">
            {product.name}
          </Link>
        </h2>
        <p className="mt-1 text-xs text-muted">Part no. {product.partNumber}</p>
        {children}
      </div>
    </div>
  );
}
