import type { ReactNode } from "react";
import type { ProductSummary } from "@merchant/contract";
import { ProductCard } from "./product-card.tsx";

type Props = {
  products: ProductSummary[];
  label: string;
  /** What each card offers besides its link (the page's add to basket), given by the route. */
  cardAction?: (product: ProductSummary) => ReactNode;
};

/** The products of a listing page: 2 across on a phone, up to 4 on a wide screen. */
export function ProductGrid({ products, label, cardAction }: Props) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} action={cardAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
