import type { ProductDetail } from "@merchant/contract";
import { Price } from "~/ui/Price.tsx";
import { PriceBreaks } from "./price-breaks.tsx";
import { TallyNote } from "./tally-note.tsx";

/** The buying column of the product page: what it is, who makes it and what it costs. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{product.manufacturer}</p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{product.name}</h1>
        <p className="mt-1 text-sm text-muted">Part no. {product.partNumber}</p>
      </div>
      <div>
        <Price price={product.price} size="large" />
        {product.tally && <span className="ml-2 text-muted">per {product.tally.unit}</span>}
      </div>
      {product.tally && <TallyNote tally={product.tally} />}
      <PriceBreaks price={product.price} priceBreaks={product.priceBreaks} tally={product.tally} />
    </div>
  );
}
