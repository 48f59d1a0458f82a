import type { ReactNode } from "react";
import type { Offer, ProductDetail } from "@merchant/contract";
import { PerUnit } from "~/ui/PerUnit.tsx";
import { Price } from "~/ui/Price.tsx";
import { PriceBreaks } from "./price-breaks.tsx";
import { TallyNote } from "./tally-note.tsx";

type Props = {
  product: ProductDetail;
  /** The shopper's branch's price and breaks (spec/2 §1: prices depend on the branch); null without a branch. */
  offer: Offer | null;
  /** The Qty field and 'Add to basket' button (features/basket). */
  addToBasket: ReactNode;
  /** Collection or delivery, with the branch's stock (features/fulfilment). */
  fulfilment: ReactNode;
};

/** Whose price it is: the branch's, on the active trade account's terms when it has some there (issue 11). */
function priceNote({ branch, tradeAccount }: Offer): string {
  return tradeAccount
    ? `Your trade price on account ${tradeAccount.accNumber} at ${branch.name}`
    : `Price at ${branch.name}`;
}

/** The buying column of the product page: what it is, who makes it, what it costs at the shopper's branch. */
export function ProductSummary({ product, offer, addToBasket, fulfilment }: Props) {
  const price = offer?.price ?? product.price;
  const priceBreaks = offer?.priceBreaks ?? product.priceBreaks;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{product.manufacturer}</p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{product.name}</h1>
        <p className="mt-1 text-sm text-muted">Part no. {product.partNumber}</p>
      </div>
      <div>
        <Price price={price} size="large" />
        <PerUnit unitOfSale={product.unitOfSale} price={price} className="ml-2 text-base" />
        {offer && <p className="text-sm text-muted">{priceNote(offer)}</p>}
      </div>
      {product.tally && <TallyNote tally={product.tally} partNumber={product.partNumber} />}
      {addToBasket}
      <PriceBreaks price={price} priceBreaks={priceBreaks} unitOfSale={product.unitOfSale} />
      {fulfilment}
    </div>
  );
}
