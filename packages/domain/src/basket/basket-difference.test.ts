import { describe, expect, it } from "vitest";
import {
  differencesAreFine,
  lineDifference,
  lineOutcome,
  type LineAtNewLocation,
} from "./basket-difference.ts";
import { branchDifferenceLines } from "./branch-differences.ts";

const line: LineAtNewLocation = {
  productId: 7,
  description: "Sharp Sand Bulk Bag",
  quantity: 4,
  oldUnitExVat: 5000,
  newUnitExVat: 5000,
  newUnitIncVat: 6000,
  local: 10,
  feeder: 0,
  central: 0,
  directShip: false,
};
const collection = { fulfilment: "collection" } as const;
const texts = (item: ReturnType<typeof lineDifference>) =>
  branchDifferenceLines([item], { fulfilment: "collection", branchName: "Ipswich" }).map((l) => l.text);

describe("spec/2 §3 basket difference against a new branch or postcode", () => {
  it("is fine (true) when the new branch has enough on its shelf at the same price", () => {
    const item = lineDifference(line, collection);
    expect(item).toEqual({ description: "Sharp Sand Bulk Bag", quantity: 4, diff: true });
    expect(differencesAreFine([item])).toBe(true);
    expect(lineOutcome(item)).toEqual({ keep: true, quantity: 4 });
  });

  it("reports a price change old → new, ex VAT, and keeps the line", () => {
    const item = lineDifference({ ...line, newUnitExVat: 5250, newUnitIncVat: 6300 }, collection);
    expect(texts(item)).toEqual([
      "The price of Sharp Sand Bulk Bag will change from £50.00 to £52.50 ex VAT.",
    ]);
    expect(differencesAreFine([item])).toBe(false);
    expect(lineOutcome(item)).toEqual({ keep: true, quantity: 4 });
  });

  it("splits a line the shelf only partly covers when the feeder or centre has the rest", () => {
    const item = lineDifference({ ...line, local: 1, central: 5 }, collection);
    expect(texts(item)).toEqual([
      "Insufficient stock of Sharp Sand Bulk Bag: 1 of 4 in stock, so this item will be split.",
    ]);
    expect(lineOutcome(item)).toEqual({ keep: true, quantity: 4 });
  });

  it("shortens a line to what can be had at all", () => {
    const item = lineDifference({ ...line, local: 1, feeder: 1, central: 1 }, collection);
    expect(texts(item)).toEqual(["Sharp Sand Bulk Bag is 1 short: the quantity will change from 4 to 3."]);
    expect(lineOutcome(item)).toEqual({ keep: true, quantity: 3 });
  });

  it("marks a product none of which can be had there as unavailable (null), and takes it out", () => {
    const item = lineDifference({ ...line, local: 0 }, collection);
    expect(item.diff).toBeNull();
    expect(texts(item)).toEqual(["Sharp Sand Bulk Bag is not available from this branch."]);
    expect(lineOutcome(item)).toEqual({ keep: false });
  });

  it("marks a product the supplier ships direct as delivery only when collecting, and takes it out", () => {
    const item = lineDifference({ ...line, local: 0, directShip: true }, collection);
    expect(item.diff).toBe("delivery-only");
    expect(texts(item)).toEqual(["Sharp Sand Bulk Bag is available for delivery only."]);
    expect(lineOutcome(item)).toEqual({ keep: false });
    expect(
      lineDifference({ ...line, local: 0, directShip: true }, { fulfilment: "delivery", deliverable: true })
        .diff,
    ).toBe(true);
  });

  it("says every line cannot be delivered to a postcode outside every delivery radius", () => {
    const item = lineDifference(line, { fulfilment: "delivery", deliverable: false });
    expect(
      branchDifferenceLines([item], { fulfilment: "delivery", postcode: "KW1 4YT" }).map((l) => l.text),
    ).toEqual(["Sharp Sand Bulk Bag cannot be delivered to KW1 4YT."]);
    // Kept for the request to the nearest branch, which sends the basket.
    expect(lineOutcome(item)).toEqual({ keep: true, quantity: 4 });
  });
});
