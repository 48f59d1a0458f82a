import { fail, ok, type Result } from "../shared/result.ts";
import {
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_NEGATIVE_MESSAGE,
  AMOUNT_TOO_MANY_DECIMALS_MESSAGE,
} from "./messages.ts";

export type AmountRefusal = "invalid" | "negative" | "too-many-decimals";

// An optional minus before or after "£", whole pounds plain ("1200") or grouped in threes
// ("1,200"), then optional pence.
const AMOUNT = /^(-)?(?:£\s*)?(-)?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * Reads what a shopper typed as a pounds amount ("12.5", "£1,200.00") into whole pence.
 * Works on the text, never on a float, so "0.29" is 29p and not 28.999…p.
 */
export function poundsToPence(input: string | number): Result<number, AmountRefusal> {
  const match = AMOUNT.exec(String(input).trim());
  const [, minusBeforePound, minusAfterPound, grouped = "", decimals = ""] = match ?? [];
  const whole = grouped.replace(/,/g, "");
  if (!match || (minusBeforePound && minusAfterPound) || whole + decimals === "") {
    return fail("invalid", AMOUNT_INVALID_MESSAGE);
  }
  if (minusBeforePound || minusAfterPound) return fail("negative", AMOUNT_NEGATIVE_MESSAGE);
  if (decimals.length > 2) return fail("too-many-decimals", AMOUNT_TOO_MANY_DECIMALS_MESSAGE);
  const pence = Number(whole || "0") * 100 + Number(decimals.padEnd(2, "0"));
  if (!Number.isSafeInteger(pence)) return fail("invalid", AMOUNT_INVALID_MESSAGE);
  return ok(pence);
}
