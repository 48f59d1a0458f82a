import { readMeasurement } from "../calculators/measurement.ts";
import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import {
  QUANTITY_OVER_MAXIMUM_MESSAGE,
  TIMBER_LENGTH_ADDED_MESSAGE,
  TIMBER_LENGTH_INVALID_MESSAGE,
  TIMBER_SELECT_BRANCH_MESSAGE,
  TIMBER_TALLY_VALUE_ERROR_MESSAGE,
} from "./messages.ts";
import { MAX_QUANTITY } from "./quantity-field.ts";

export type TimberLengthEntry = {
  /** The required total length in metres, as typed. */
  readonly length: string;
  /** The product's tally value from the page; missing or junk means the page is broken. */
  readonly tallyValue: string | number | null | undefined;
  /** Whether the page shows a Qty box, which it does once a delivery or collection branch is set. */
  readonly hasQuantityBox: boolean;
};

export type TimberLengthFilled = { readonly quantity: number; readonly message: string };
export type TimberLengthRefusal = "invalid-length" | "tally-value-error" | "over-maximum" | "no-branch";

/**
 * spec/1 §5 Timber length: the shopper types the total length they need and the Qty field
 * opposite is filled with it. The Qty field takes whole metres only, so a part metre is rounded
 * up: the shopper needs at least the length typed (docs/decisions/013-timber-length-whole-metres.md).
 */
export function enterTimberLength(entry: TimberLengthEntry): Result<TimberLengthFilled, TimberLengthRefusal> {
  const length = readMeasurement(entry.length);
  if (!(length > 0)) return fail("invalid-length", TIMBER_LENGTH_INVALID_MESSAGE);
  if (Number.isNaN(readMeasurement(entry.tallyValue))) {
    return fail("tally-value-error", TIMBER_TALLY_VALUE_ERROR_MESSAGE);
  }
  const quantity = Math.ceil(length);
  if (quantity > MAX_QUANTITY) return fail("over-maximum", QUANTITY_OVER_MAXIMUM_MESSAGE);
  if (!entry.hasQuantityBox) return fail("no-branch", TIMBER_SELECT_BRANCH_MESSAGE);
  return ok({ quantity, message: fillMessage(TIMBER_LENGTH_ADDED_MESSAGE, { n: quantity }) });
}
