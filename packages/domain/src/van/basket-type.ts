import { fail, ok, type Result } from "../shared/result.ts";
import { MIXED_BASKET, OVER_VOID_ORDER_LIMIT } from "./messages.ts";

/** spec/3 §4 Basket type: a van-stock or a void-stock basket, or an empty one. */
export type VanBasketType = "van" | "void" | "empty";
export type VanItemType = Exclude<VanBasketType, "empty">;

/**
 * spec/3 §4, §5: a basket holds one type; adding the other is refused until the operator empties
 * it with start over.
 */
export function checkBasketType(
  basket: VanBasketType,
  adding: VanItemType,
): Result<VanItemType, "mixed_basket"> {
  return basket === "empty" || basket === adding ? ok(adding) : fail("mixed_basket", MIXED_BASKET);
}

/** spec/3 §4, §9: a void order limit of -1 means no limit. */
export const NO_VOID_ORDER_LIMIT = -1;

/**
 * spec/3 §4: a void order above its limit (order total and limit in pence) is still taken but
 * emailed to the supervisor for authorisation. Reaching the limit exactly is within it. Any
 * limit other than -1 is a real limit, so a mistyped negative one sends every order to the
 * supervisor rather than none.
 */
export function isOverVoidOrderLimit(orderTotalPence: number, limitPence: number): boolean {
  return limitPence !== NO_VOID_ORDER_LIMIT && orderTotalPence > limitPence;
}

/** The message shown after the add when the order went over the limit, else null. */
export function voidOrderLimitNotice(orderTotalPence: number, limitPence: number): string | null {
  return isOverVoidOrderLimit(orderTotalPence, limitPence) ? OVER_VOID_ORDER_LIMIT : null;
}
