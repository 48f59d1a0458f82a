import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductSummary } from "@merchant/contract";
import { pushProductClick } from "~/lib/analytics.ts";
import { PerUnit } from "~/ui/PerUnit.tsx";
import { Price } from "~/ui/Price.tsx";

/**
 * One product in a listing or slider: picture, name, part number, price and what the price buys
 * ("each", "per m", "per pack of 100 (4.2p each)"; decision 141). The name is the link; its
 * overlay stretches over the card so the whole card can be tapped, while screen readers hear one
 * link named after the product. The name is never cut short: the size, thickness or length that
 * tells one product from the next ends most names, so a long name makes its card taller instead
 * (the price still lines up along the row). `action` (a listing's add to basket) sits under the
 * price, above the link's overlay. Choosing the card is pushed to the analytics data layer.
 */
export function ProductCard({ product, action }: { product: ProductSummary; action?: ReactNode }) {
  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-line bg-white p-3 transition hover:shadow-md focus-within:shadow-md">
      <div className="mb-3 aspect-square overflow-hidden rounded-md bg-surface">
        <img
          src={product.image.url}
          alt={product.image.alt}
          loading="lazy"
          width={400}
          height={400}
          className="size-full object-contain transition group-hover:scale-105"
        />
      </div>
      <p className="text-xs text-muted">{product.manufacturer}</p>
      <h3 className="min-h-15 text-sm font-semibold leading-5">
        <Link
          to={`/product/${product.slug}`}
          className="after:absolute after:inset-0 after:rounded-lg hover:underline"
          prefetch="intent"
          onClick={() =>
            pushProductClick({
              productId: product.id,
              name: product.name,
              unitPricePence: product.price.incVat,
            })
          }
        >
          {product.name}
        </Link>
      </h3>
      <p className="mt-1 text-xs text-muted">Part no. {product.partNumber}</p>
      <div className="mt-auto pt-3">
        <Price price={product.price} />
        <p className="leading-4">
          <PerUnit unitOfSale={product.unitOfSale} price={product.price} className="text-xs" />
        </p>
        {action && <div className="mt-3">{action}</div>}
      </div>
    </article>
  );
}
