/**
 * spec/2 §3: a timber part number whose second slash segment is exactly `1.0`
 * (e.g. `TIM/1.0/4X2`) is a custom length, cut to the metres ordered, so its quantity is a
 * length and the per-order tally limits do not apply.
 */
export function isCustomLengthPartNumber(partNumber: string | null | undefined): boolean {
  return partNumber?.trim().split("/")[1] === "1.0";
}
