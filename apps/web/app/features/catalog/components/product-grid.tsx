import type { ReactNode } from "react";
import type { ProductSummary } from "@merchant/contract";
import { ProductCard } from "./product-card.tsx";

type Props = {
  products: ProductSummary[];
  label: string;
  /** What each card offers besides its link (the page's add to basket), given by the route. */
  cardAction?: (product: ProductSummary) => ReactNode;
};

/** The cards laid out at once (two rows of a wide screen); those after only as they near the screen (decision 175). */
const LAID_OUT_AT_ONCE = 8;

/** The products of a listing page: 2 across on a phone, up to 4 on a wide screen. */
export function ProductGrid({ products, label, cardAction }: Props) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li
          key={product.id}
          className={
            index >= LAID_OUT_AT_ONCE
              ? "[content-visibility:auto] [contain-intrinsic-size:auto_420px]"
              : undefined
          }
        >
          <ProductCard product={product} action={cardAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
