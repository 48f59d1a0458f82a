/**
 * A measurement typed into a calculator field: plain decimal text such as "12", "2.5" or ".5".
 * Blanks, letters, thousands separators and exponents are not measurements (NaN), so a blank
 * field never reads as 0.
 */
export function readMeasurement(value: string | number | null | undefined): number {
  const text = String(value ?? "").trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}
