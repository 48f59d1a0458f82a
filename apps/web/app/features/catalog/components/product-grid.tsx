import type { ProductSummary } from "@merchant/contract";
import { ProductCard } from "./product-card.tsx";

/** The products of a listing page: 2 across on a phone, up to 4 on a wide screen. */
export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
