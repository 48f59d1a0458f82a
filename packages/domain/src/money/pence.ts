import { assertPence } from "./rounding.ts";

/** spec/1 §9: a penny price is divided by 100. */
export function penceToPounds(pence: number): number {
  assertPence(pence);
  return pence / 100;
}

/**
 * "£1,234.50" (en-GB, 2 decimals, thousands separators, "-£1.50" when negative).
 * Built from the integer pence rather than Intl so the server render and every browser
 * produce the same characters.
 */
export function formatPounds(pence: number): string {
  assertPence(pence);
  const magnitude = Math.abs(pence);
  const pounds = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ",");
  const pennies = (magnitude % 100).toString().padStart(2, "0");
  return `${pence < 0 ? "-" : ""}£${pounds}.${pennies}`;
}
