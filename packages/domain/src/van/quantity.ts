import { fail, ok, type Result } from "../shared/result.ts";
import { QUANTITY_INVALID } from "./messages.ts";

/** spec/3 §5, §9: a basket quantity in the app is a whole number from 1 to 999. */
export const VAN_QUANTITY_MIN = 1;
export const VAN_QUANTITY_MAX = 999;

/**
 * spec/3 §5: an empty or below-1 quantity becomes 1; above 999, a fraction or letters are refused.
 * (The old code let 999 < n < 1000 through; whole numbers make that gap empty.)
 */
export function normaliseVanQuantity(
  raw: string | number | null | undefined,
): Result<number, "invalid_quantity"> {
  const text = String(raw ?? "").trim();
  if (text === "") return ok(VAN_QUANTITY_MIN);
  if (!/^[+-]?\d+$/.test(text)) return fail("invalid_quantity", QUANTITY_INVALID);
  const quantity = Number(text);
  if (quantity > VAN_QUANTITY_MAX) return fail("invalid_quantity", QUANTITY_INVALID);
  return ok(Math.max(VAN_QUANTITY_MIN, quantity));
}
