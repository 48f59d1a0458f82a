import { describe, expect, it } from "vitest";
import { pricePerItem, unitOfSaleLabel, unitOfSalePhrase, type UnitOfSale } from "./unit-of-sale.ts";

const pack = (packSize: number): UnitOfSale => ({ unit: "pack", packSize });

describe("issue 15: the unit a price is sold in (decision 141)", () => {
  it.each<[UnitOfSale, string]>([
    [{ unit: "each", packSize: null }, "each"],
    [{ unit: "m", packSize: null }, "per m"],
    [{ unit: "m2", packSize: null }, "per m²"],
    [{ unit: "sheet", packSize: null }, "per sheet"],
    [{ unit: "roll", packSize: null }, "per roll"],
    [{ unit: "bag", packSize: null }, "per bag"],
    [{ unit: "tonne-bag", packSize: null }, "per tonne bag"],
    [pack(100), "per pack of 100"],
  ])("%j reads %j", (unit, words) => {
    expect(unitOfSaleLabel(unit)).toBe(words);
  });

  it("gives a pack's price per item in tenths of a penny below 10p, whole pence below £1, then pounds", () => {
    expect(pricePerItem(420, pack(100))).toBe("4.2p each");
    expect(pricePerItem(400, pack(100))).toBe("4p each");
    expect(pricePerItem(4200, pack(100))).toBe("42p each");
    expect(pricePerItem(1050, pack(10))).toBe("£1.05 each");
    expect(pricePerItem(46_000, pack(400))).toBe("£1.15 each");
  });

  it("rounds at the edges to the shape above them", () => {
    expect(pricePerItem(997, pack(100))).toBe("10p each");
    expect(pricePerItem(9_960, pack(100))).toBe("£1.00 each");
  });

  it("has no per-item price for anything but a pack", () => {
    expect(pricePerItem(1299, { unit: "each", packSize: null })).toBeNull();
    expect(pricePerItem(1299, { unit: "m", packSize: null })).toBeNull();
  });

  it("puts the two together as a price line's tail", () => {
    expect(unitOfSalePhrase(420, pack(100))).toBe("per pack of 100 (4.2p each)");
    expect(unitOfSalePhrase(899, { unit: "m", packSize: null })).toBe("per m");
  });
});
