/**
 * The aggregate estimate as basket items (issue 16; spec/2 §9): its bulk bags and 25 kg bags, each
 * as the product the shop sells it in. A count of none is no item; a bag the shop does not sell is
 * named, so the page can say to ask the branch.
 */
import type { AggregateBags } from "@merchant/contract";
import type { AggregateEstimate } from "@merchant/domain/calculators";

type BagProduct = NonNullable<AggregateBags["bulkBag"]>;

export type AggregateBasket = {
  /** Each counted bag the shop sells, with how many: the page lists them, the basket takes them. */
  lines: { product: BagProduct; quantity: number }[];
  unsold: ("bulk" | "poly")[];
};

/** The lines as the basket's add call takes them. */
export const basketItems = ({ lines }: AggregateBasket) =>
  lines.map(({ product, quantity }) => ({ productId: product.id, quantity }));

export function aggregateBasket(estimate: AggregateEstimate, bags: AggregateBags): AggregateBasket {
  const basket: AggregateBasket = { lines: [], unsold: [] };
  const wanted = [
    ["bulk", estimate.bulkBags, bags.bulkBag],
    ["poly", estimate.polyBags, bags.polyBag],
  ] as const;
  for (const [bag, quantity, product] of wanted) {
    if (quantity === 0) continue;
    if (product) basket.lines.push({ product, quantity });
    else basket.unsold.push(bag);
  }
  return basket;
}
