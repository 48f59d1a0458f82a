import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import { ADJUST_OVER_STOCK, INSUFFICIENT_VAN_STOCK, NO_MINIMUM_STOCK_LEVEL } from "./messages.ts";

/** spec/3 §3 Van stock product: what the vehicle holds and the level it is kept at. */
export type VanStockLevels = {
  readonly currentStockLevel: number | null | undefined;
  readonly minStockLevel: number | null | undefined;
};

const isLevel = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * spec/3 §5 Van add: a vehicle without defined stock levels cannot be checked, so the add is
 * refused; otherwise the quantity (already normalised to 1–999) may not exceed the van's stock.
 */
export function checkVanAdd(
  quantity: number,
  { currentStockLevel, minStockLevel }: VanStockLevels,
): Result<number, "no_stock_level" | "insufficient_stock"> {
  if (!isLevel(currentStockLevel) || !isLevel(minStockLevel))
    return fail("no_stock_level", NO_MINIMUM_STOCK_LEVEL);
  if (quantity > currentStockLevel) return fail("insufficient_stock", INSUFFICIENT_VAN_STOCK);
  return ok(quantity);
}

/**
 * spec/3 §5 Adjust stock: the van can only give back what it holds; adding stock is done online.
 * An unknown stock level counts as none, so nothing can be adjusted against it.
 */
export function checkStockAdjustment(
  quantity: number,
  currentStockLevel: number | null | undefined,
): Result<number, "over_current_stock"> {
  const current = isLevel(currentStockLevel) ? currentStockLevel : 0;
  if (quantity > current) return fail("over_current_stock", fillMessage(ADJUST_OVER_STOCK, { n: current }));
  return ok(quantity);
}
