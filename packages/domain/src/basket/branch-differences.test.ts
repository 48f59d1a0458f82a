import { describe, expect, it } from "vitest";
import {
  branchDifferenceLines,
  type BasketDiffChange,
  type BasketDiffItem,
  type BasketDiffTarget,
} from "./branch-differences.ts";
import { BRANCH_DIFFERENCES_TITLE, CANCEL_LABEL, CHANGE_BRANCH_LABEL } from "./messages.ts";

const collection: BasketDiffTarget = { fulfilment: "collection", branchName: "Leeds" };
const delivery: BasketDiffTarget = { fulfilment: "delivery", postcode: "M1 1AE" };

/** A change that changes nothing: same product, quantity in stock, same price. */
const unchanged: BasketDiffChange = {
  ID: 100,
  newID: 100,
  newDescription: "Sharp sand bulk bag",
  oldPriceSaleExclusive: 4500,
  newPriceSaleExclusive: 4500,
  oldQuantity: 2,
  newQuantity: 2,
  instockQuantity: 10,
  canCollect: true,
  newPriceSale: 5400,
};
const item = (diff: BasketDiffItem["diff"]): BasketDiffItem => ({
  description: "Sharp sand bulk bag",
  quantity: 2,
  diff,
});
const linesFor = (change: Partial<BasketDiffChange>, target: BasketDiffTarget = collection) =>
  branchDifferenceLines([item([{ ...unchanged, ...change }])], target);

describe("spec/2 §4 Branch differences dialog — title and buttons", () => {
  it("reads 'Branch differences' with Change Branch or Cancel", () => {
    expect(BRANCH_DIFFERENCES_TITLE).toBe("Branch differences");
    expect(CHANGE_BRANCH_LABEL).toBe("Change Branch");
    expect(CANCEL_LABEL).toBe("Cancel");
  });
});

describe("spec/2 §3, §8 Basket differences — whole-item outcomes", () => {
  it("lists nothing for an empty basket, items in stock, or changes that change nothing", () => {
    expect(branchDifferenceLines([], collection)).toEqual([]);
    expect(branchDifferenceLines([item(true), item(true)], delivery)).toEqual([]);
    expect(branchDifferenceLines([item([])], delivery)).toEqual([]);
    expect(linesFor({})).toEqual([]);
  });

  it("lists an unavailable item (null) as not available from this branch", () => {
    expect(branchDifferenceLines([item(null)], collection)).toEqual([
      {
        kind: "not-available",
        description: "Sharp sand bulk bag",
        quantity: 2,
        text: "Sharp sand bulk bag is not available from this branch.",
      },
    ]);
  });

  it("lists the collection-only and delivery-only markers", () => {
    expect(branchDifferenceLines([item("collection-only"), item("delivery-only")], delivery)).toEqual([
      {
        kind: "collection-only",
        description: "Sharp sand bulk bag",
        text: "Sharp sand bulk bag is available for collection only.",
      },
      {
        kind: "delivery-only",
        description: "Sharp sand bulk bag",
        text: "Sharp sand bulk bag is available for delivery only.",
      },
    ]);
  });
});

describe("spec/2 §8 Basket differences — not for sale and not deliverable", () => {
  it("is not for sale at the collection branch when it has no product", () => {
    expect(linesFor({ newID: null, oldQuantity: 5, newPriceSaleExclusive: 1 })).toEqual([
      {
        kind: "not-for-sale",
        description: "Sharp sand bulk bag",
        branchName: "Leeds",
        text: "Sharp sand bulk bag is not for sale at Leeds.",
      },
    ]);
  });

  it("is not deliverable to the postcode when it has no product", () => {
    expect(linesFor({ newID: null }, delivery)).toEqual([
      {
        kind: "not-deliverable",
        description: "Sharp sand bulk bag",
        postcode: "M1 1AE",
        text: "Sharp sand bulk bag cannot be delivered to M1 1AE.",
      },
    ]);
  });

  it("is delivery only when the collection branch cannot hand it over", () => {
    expect(linesFor({ canCollect: false, newPriceSaleExclusive: 9999 })).toEqual([
      {
        kind: "delivery-only",
        description: "Sharp sand bulk bag",
        text: "Sharp sand bulk bag is available for delivery only.",
      },
    ]);
  });

  it("ignores canCollect when moving to delivery", () => {
    expect(linesFor({ canCollect: false }, delivery)).toEqual([]);
  });
});

describe("spec/2 §8 Basket differences — swapped", () => {
  it("names the replacement product", () => {
    expect(linesFor({ newID: 101, newDescription: " Sharp sand jumbo bag " })).toEqual([
      {
        kind: "swapped",
        description: "Sharp sand bulk bag",
        newDescription: "Sharp sand jumbo bag",
        text: "Sharp sand bulk bag will be swapped with Sharp sand jumbo bag.",
      },
    ]);
  });

  it.each([null, "", "  "])("still shows a swap when the replacement name is %j", (newDescription) => {
    expect(linesFor({ newID: 101, newDescription })).toEqual([
      {
        kind: "swapped",
        description: "Sharp sand bulk bag",
        newDescription: "an equivalent product",
        text: "Sharp sand bulk bag will be swapped with an equivalent product.",
      },
    ]);
  });
});

describe("spec/2 §8 Basket differences — short and split for insufficient stock", () => {
  it("is short when the new quantity is lower", () => {
    expect(linesFor({ oldQuantity: 5, newQuantity: 3, instockQuantity: 3 })).toEqual([
      {
        kind: "short",
        description: "Sharp sand bulk bag",
        from: 5,
        to: 3,
        short: 2,
        text: "Sharp sand bulk bag is 2 short: the quantity will change from 5 to 3.",
      },
    ]);
  });

  it("is short to 0", () => {
    expect(linesFor({ oldQuantity: 1, newQuantity: 0, instockQuantity: 0 })).toMatchObject([
      { kind: "short", short: 1, to: 0 },
    ]);
  });

  it("is split when fewer than the quantity are in stock", () => {
    expect(linesFor({ oldQuantity: 5, newQuantity: 5, instockQuantity: 4 })).toEqual([
      {
        kind: "split",
        description: "Sharp sand bulk bag",
        quantity: 5,
        inStock: 4,
        text: "Insufficient stock of Sharp sand bulk bag: 4 of 5 in stock, so this item will be split.",
      },
    ]);
    expect(linesFor({ newQuantity: 2, instockQuantity: 0 })).toMatchObject([{ kind: "split", inStock: 0 }]);
  });

  it("is neither when the stock exactly covers the quantity", () => {
    expect(linesFor({ oldQuantity: 5, newQuantity: 5, instockQuantity: 5 })).toEqual([]);
  });

  it("ignores junk stock figures", () => {
    expect(linesFor({ instockQuantity: -1 })).toEqual([]);
    expect(linesFor({ instockQuantity: Number.NaN })).toEqual([]);
    expect(linesFor({ newQuantity: Number.NaN })).toEqual([]);
  });
});

describe("spec/2 §8 Basket differences — price change old to new", () => {
  it("shows both prices in pounds, ex VAT", () => {
    expect(linesFor({ newPriceSaleExclusive: 123456 })).toEqual([
      {
        kind: "price-change",
        description: "Sharp sand bulk bag",
        fromPence: 4500,
        toPence: 123456,
        text: "The price of Sharp sand bulk bag will change from £45.00 to £1,234.56 ex VAT.",
      },
    ]);
  });

  it("shows a price going down", () => {
    expect(linesFor({ newPriceSaleExclusive: 4499 })).toMatchObject([
      {
        kind: "price-change",
        text: "The price of Sharp sand bulk bag will change from £45.00 to £44.99 ex VAT.",
      },
    ]);
  });

  it("refuses to hide a price it cannot read", () => {
    expect(() => linesFor({ newPriceSaleExclusive: Number.NaN })).toThrow(RangeError);
    expect(() => linesFor({ newPriceSaleExclusive: 45.5 })).toThrow(RangeError);
  });
});

describe("spec/2 §3, §8 Basket differences — several changes", () => {
  it("lists a swap, a shortage and a price change on one line in that order", () => {
    const lines = linesFor({
      newID: 101,
      newDescription: "Jumbo bag",
      oldQuantity: 4,
      newQuantity: 1,
      newPriceSaleExclusive: 5000,
    });
    expect(lines.map((line) => line.kind)).toEqual(["swapped", "short", "price-change"]);
  });

  it("keeps basket order across items and changes", () => {
    const items: BasketDiffItem[] = [
      { description: "Cement", quantity: 1, diff: null },
      { description: "Sand", quantity: 2, diff: true },
      {
        description: "Sleeper",
        quantity: 3,
        diff: [
          { ...unchanged, newID: null },
          { ...unchanged, newPriceSaleExclusive: 4600 },
        ],
      },
      { description: "Gravel", quantity: 1, diff: "collection-only" },
    ];
    expect(branchDifferenceLines(items, collection).map((line) => [line.kind, line.description])).toEqual([
      ["not-available", "Cement"],
      ["not-for-sale", "Sleeper"],
      ["price-change", "Sleeper"],
      ["collection-only", "Gravel"],
    ]);
  });
});
