import { fail, ok, type Result } from "../shared/result.ts";
import { QUANTITY_INVALID_MESSAGE, QUANTITY_OVER_MAXIMUM_MESSAGE } from "./messages.ts";

/** spec/1 §5, §9: a quantity (or timber length) field holds at most 5 characters, so 99999. */
export const MAX_QUANTITY = 99999;
export const QUANTITY_MAX_LENGTH = 5;
/** spec/2 §5: the quantity input is a number, min 0, step 1, default 1. */
export const MIN_QUANTITY_INPUT = 0;
export const DEFAULT_QUANTITY = 1;

/** Cuts whatever was typed or pasted beyond the fifth character. */
export function trimQuantityInput(text: string): string {
  return text.slice(0, QUANTITY_MAX_LENGTH);
}

const NAVIGATION_AND_CONTROL_KEYS: ReadonlySet<string> = new Set([
  "Backspace",
  "Delete",
  "Tab",
  "Enter",
  "Escape",
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
]);

/**
 * spec/1 §5: basket and clearance quantity inputs take digits and navigation or control keys
 * only (`key` is KeyboardEvent.key). A key held with Ctrl or Cmd is let through so copy, paste,
 * undo and select-all keep working.
 */
export function isQuantityKeyAllowed(key: string, withCommandModifier = false): boolean {
  return withCommandModifier || /^\d$/.test(key) || NAVIGATION_AND_CONTROL_KEYS.has(key);
}

/** spec/1 §5: an emptied (or non-digit) quantity field reverts to 1 when it loses focus. */
export function quantityOnBlur(text: string): string {
  const typed = text.trim();
  return /^\d+$/.test(typed) ? typed : String(DEFAULT_QUANTITY);
}

/** A whole number of items the quantity field could hold, from `min` up to 99999. */
export function isWholeQuantity(quantity: number, min: number): boolean {
  return Number.isInteger(quantity) && quantity >= min && quantity <= MAX_QUANTITY;
}

export type BasketAddRefusal = "invalid-quantity" | "over-maximum";

/**
 * spec/1 §5: a basket add (a map of product id to quantity) is blocked when any quantity is
 * above 99999. A zero is allowed: upsell lines may be left at 0 (spec/2 §2) and add nothing.
 */
export function checkBasketAddQuantities(
  items: Readonly<Record<string, number>>,
): Result<Readonly<Record<string, number>>, BasketAddRefusal> {
  const quantities = Object.values(items);
  if (quantities.some((quantity) => Number.isInteger(quantity) && quantity > MAX_QUANTITY)) {
    return fail("over-maximum", QUANTITY_OVER_MAXIMUM_MESSAGE);
  }
  if (!quantities.every((quantity) => isWholeQuantity(quantity, 0))) {
    return fail("invalid-quantity", QUANTITY_INVALID_MESSAGE);
  }
  return ok(items);
}
