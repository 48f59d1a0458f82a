import { describe, expect, it } from "vitest";
import { allocateStock } from "./stock-allocation.ts";

const sources = { local: 3, feeder: 4, central: 10, directShip: false };

describe("issue 12 (spec/2 §3 stock sources): where an order's quantity comes from", () => {
  it("takes the branch's own shelf first", () => {
    expect(allocateStock(2, sources)).toEqual({ local: 2, feeder: 0, central: 0 });
  });

  it("then its feeder branch's, then the distribution centre's", () => {
    expect(allocateStock(5, sources)).toEqual({ local: 3, feeder: 2, central: 0 });
    expect(allocateStock(17, sources)).toEqual({ local: 3, feeder: 4, central: 10 });
  });

  it("refuses a quantity the three cannot cover: the order would oversell", () => {
    expect(allocateStock(18, sources)).toBeNull();
    expect(allocateStock(1, { local: 0, feeder: 0, central: 0, directShip: false })).toBeNull();
  });

  it("takes nothing for a direct-ship product, which comes from its supplier", () => {
    expect(allocateStock(500, { local: 0, feeder: 0, central: 0, directShip: true })).toEqual({
      local: 0,
      feeder: 0,
      central: 0,
    });
  });

  it("never counts a negative shelf as stock, and refuses to allocate nothing", () => {
    expect(allocateStock(2, { local: -4, feeder: 2, central: 0, directShip: false })).toEqual({
      local: 0,
      feeder: 2,
      central: 0,
    });
    expect(() => allocateStock(0, sources)).toThrow(RangeError);
  });
});
