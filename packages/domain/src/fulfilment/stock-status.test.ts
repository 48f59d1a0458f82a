import { describe, expect, it } from "vitest";
import { branchPrice } from "./branch-price.ts";
import { stockStatus, type StockSources } from "./stock-status.ts";

const none: StockSources = {
  branchName: "Ipswich",
  local: 0,
  feeder: 0,
  central: 0,
  directShip: false,
  soldByLength: false,
};

describe("spec/2 §3 stock info: the best source a branch can offer", () => {
  it("is the branch's own stock first, naming the branch", () => {
    expect(stockStatus({ ...none, local: 4, feeder: 9, central: 9 })).toEqual({
      status: "in_stock",
      inStock: true,
      stockText: "In stock at Ipswich",
      stockTextAdditional: null,
    });
  });

  it("says how many metres a branch holds of timber sold by length", () => {
    expect(stockStatus({ ...none, local: 120, soldByLength: true }).stockTextAdditional).toBe(
      "120 metres in stock",
    );
  });

  it("falls back to the feeder branch, then the distribution centre, then direct shipping", () => {
    expect(stockStatus({ ...none, feeder: 2, central: 5, directShip: true }).status).toBe("feeder");
    expect(stockStatus({ ...none, central: 5, directShip: true })).toMatchObject({
      status: "central",
      inStock: true,
      stockText: "Available to Ipswich from our distribution centre within 5 working days",
    });
    expect(stockStatus({ ...none, directShip: true }).status).toBe("direct_ship");
  });

  it("is 'Currently unavailable at your selected branch.' with nothing anywhere (spec/2 §8)", () => {
    expect(stockStatus(none)).toEqual({
      status: "unavailable",
      inStock: false,
      stockText: "Currently unavailable at your selected branch.",
      stockTextAdditional: null,
    });
  });
});

describe("branch prices (spec/2 §1: prices depend on the chosen branch)", () => {
  it("is the list price at 100 and a percentage of it elsewhere, rounded half up", () => {
    expect(branchPrice(1000, 100)).toBe(1000);
    expect(branchPrice(1999, 95)).toBe(1899); // 1899.05
    expect(branchPrice(1, 150)).toBe(2); // 1.5 rounds up
  });

  it("refuses a price list that is not a whole positive percent", () => {
    expect(() => branchPrice(1000, 0)).toThrow(RangeError);
    expect(() => branchPrice(1000, 99.5)).toThrow(RangeError);
    expect(() => branchPrice(10.5, 100)).toThrow(RangeError);
  });
});
