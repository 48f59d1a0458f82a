/**
 * The aggregate estimate as basket items (issue 16; spec/2 §9): its bulk bags and 25 kg bags, each
 * as the product the shop sells it in. A count of none is no item; a bag the shop does not sell is
 * named, so the page can say to ask the branch.
 */
import type { AggregateBags } from "@merchant/contract";
import type { AggregateEstimate } from "@merchant/domain/calculators";

export type AggregateBasket = {
  items: { productId: number; quantity: number }[];
  unsold: ("bulk" | "poly")[];
};

export function aggregateBasket(estimate: AggregateEstimate, bags: AggregateBags): AggregateBasket {
  const basket: AggregateBasket = { items: [], unsold: [] };
  const wanted = [
    ["bulk", estimate.bulkBags, bags.bulkBag],
    ["poly", estimate.polyBags, bags.polyBag],
  ] as const;
  for (const [bag, quantity, product] of wanted) {
    if (quantity === 0) continue;
    if (product) basket.items.push({ productId: product.id, quantity });
    else basket.unsold.push(bag);
  }
  return basket;
}
