import { readMeasurement } from "./measurement.ts";

/**
 * spec/2 §9, spec/3 §9: each unit in millimetres. The spec's six factors (2.54 cm per inch,
 * 30.48 cm per foot, 12 inches per foot, 10 mm per cm, 25.4 mm per inch, 304.8 mm per foot)
 * all follow from these four.
 */
export const MILLIMETRES_PER_UNIT = { cm: 10, mm: 1, inch: 25.4, feet: 304.8 } as const;
export type LengthUnit = keyof typeof MILLIMETRES_PER_UNIT;
export const LENGTH_UNITS = Object.keys(MILLIMETRES_PER_UNIT) as LengthUnit[];

export type ConvertedLengths = Readonly<Record<LengthUnit, string>>;

const CLEARED: ConvertedLengths = { cm: "", mm: "", inch: "", feet: "" };

/**
 * Two decimals, rounded half up after dropping floating-point dust, so 1.005 shows as 1.01
 * and not 1.00 (1.005 is stored as 1.00499999…).
 */
function twoDecimals(value: number): string {
  const hundredths = Math.round(Number((value * 100).toPrecision(12)));
  return (hundredths / 100).toFixed(2);
}

/**
 * spec/2 §5 Unit converter: typing in one field fills the other three, to 2 decimals. The
 * typed field keeps the text as typed. An emptied field clears every field, and so does text
 * that is not a length (letters, a negative).
 */
export function convertLength(from: LengthUnit, typed: string): ConvertedLengths {
  const value = readMeasurement(typed);
  if (!(value >= 0)) return CLEARED;
  const millimetres = value * MILLIMETRES_PER_UNIT[from];
  const converted = Object.fromEntries(
    LENGTH_UNITS.map((unit) => [unit, twoDecimals(millimetres / MILLIMETRES_PER_UNIT[unit])]),
  ) as Record<LengthUnit, string>;
  return { ...converted, [from]: typed };
}
