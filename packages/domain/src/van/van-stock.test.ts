import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { ADJUST_OVER_STOCK, INSUFFICIENT_VAN_STOCK, NO_MINIMUM_STOCK_LEVEL } from "./messages.ts";
import { checkStockAdjustment, checkVanAdd } from "./van-stock.ts";

describe("spec/3 §5 Van add — not above the current van stock", () => {
  const levels = { currentStockLevel: 5, minStockLevel: 2 };
  it("accepts up to the stock held", () => {
    expect(checkVanAdd(5, levels)).toEqual(ok(5));
    expect(checkVanAdd(1, levels)).toEqual(ok(1));
  });
  it("refuses one more than the stock held", () => {
    expect(checkVanAdd(6, levels)).toEqual(fail("insufficient_stock", "Error: Insufficient stock in van."));
    expect(INSUFFICIENT_VAN_STOCK).toBe("Error: Insufficient stock in van.");
  });
  it("refuses anything when the van holds none", () => {
    expect(checkVanAdd(1, { currentStockLevel: 0, minStockLevel: 0 })).toEqual(
      fail("insufficient_stock", INSUFFICIENT_VAN_STOCK),
    );
  });
});

describe("spec/3 §5 Van add — no stock level defined", () => {
  it.each([
    { currentStockLevel: 5, minStockLevel: null },
    { currentStockLevel: 5, minStockLevel: undefined },
    { currentStockLevel: null, minStockLevel: 2 },
    { currentStockLevel: Number.NaN, minStockLevel: 2 },
    { currentStockLevel: 5, minStockLevel: Number.POSITIVE_INFINITY },
  ])("refuses %j", (levels) => {
    expect(checkVanAdd(1, levels)).toEqual(
      fail("no_stock_level", "There is no defined minimum stock level for your vehicle, please try again."),
    );
    expect(NO_MINIMUM_STOCK_LEVEL).toBe(
      "There is no defined minimum stock level for your vehicle, please try again.",
    );
  });
});

describe("spec/3 §5 Adjust stock — up to the current stock level", () => {
  it("accepts the whole stock and refuses one more, naming the level", () => {
    expect(checkStockAdjustment(8, 8)).toEqual(ok(8));
    expect(checkStockAdjustment(9, 8)).toEqual(
      fail(
        "over_current_stock",
        "Error: You can only adjust up to your current stock level of 8. To add stock please use the stock interface online.",
      ),
    );
    expect(ADJUST_OVER_STOCK).toContain("{n}");
  });
  it.each([null, undefined, Number.NaN])("treats an unknown stock level %s as none", (level) => {
    expect(checkStockAdjustment(1, level)).toEqual(
      fail(
        "over_current_stock",
        "Error: You can only adjust up to your current stock level of 0. To add stock please use the stock interface online.",
      ),
    );
  });
});
