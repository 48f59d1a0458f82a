import { fail, ok, type Result } from "../shared/result.ts";
import { TIMBER_OPTIONS_NO_QUANTITY_MESSAGE } from "./messages.ts";
import { isWholeQuantity } from "./quantity-field.ts";

/** spec/2 §5: the timber options error shows for 3 s. */
export const TIMBER_OPTIONS_ERROR_DISPLAY_MS = 3000;
/** spec/2 §9: several timber options are added one by one, 3.2 s apart; a single form after 0.5 s. */
export const TIMBER_OPTIONS_ADD_SPACING_MS = 3200;
export const TIMBER_SINGLE_ADD_DELAY_MS = 500;

/**
 * spec/2 §5 Timber options: the grid (product id → quantity) needs at least one quantity above 0.
 * Answers the lines to add; lines left at 0, or holding junk, are not added.
 */
export function checkTimberOptions(
  quantities: Readonly<Record<string, number>>,
): Result<Readonly<Record<string, number>>, "no-quantity"> {
  const lines = Object.entries(quantities).filter(([, quantity]) => isWholeQuantity(quantity, 1));
  return lines.length > 0
    ? ok(Object.fromEntries(lines))
    : fail("no-quantity", TIMBER_OPTIONS_NO_QUANTITY_MESSAGE);
}
