import { describe, expect, it } from "vitest";
import type { AggregateBags } from "@merchant/contract";
import { aggregateBasket, basketItems } from "./aggregate-basket.ts";

const product = (id: number) => ({ id }) as NonNullable<AggregateBags["bulkBag"]>;
const estimate = (bulkBags: number, polyBags: number) => ({
  volumeCubicMetres: 1,
  weightKg: 1,
  bulkBags,
  polyBags,
});

describe("the aggregate estimate as basket items (spec/2 §9 bags)", () => {
  it("puts each counted bag in as its product, and leaves out a count of none", () => {
    const bags: AggregateBags = { type: "sand", bulkBag: product(7), polyBag: product(8) };
    expect(aggregateBasket(estimate(2, 0), bags)).toEqual({
      lines: [{ product: product(7), quantity: 2 }],
      unsold: [],
    });
    expect(basketItems(aggregateBasket(estimate(1, 3), bags))).toEqual([
      { productId: 7, quantity: 1 },
      { productId: 8, quantity: 3 },
    ]);
  });

  it("names a counted bag the shop does not sell", () => {
    const bags: AggregateBags = { type: "slate", bulkBag: null, polyBag: product(8) };
    expect(aggregateBasket(estimate(1, 3), bags)).toEqual({
      lines: [{ product: product(8), quantity: 3 }],
      unsold: ["bulk"],
    });
  });
});
