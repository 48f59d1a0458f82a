/**
 * issue 13: the units a builders' merchant's titles and shoppers write after a number. Lengths
 * become millimetres, the trade's unit ("2.4m" is 2400mm); inches and feet only name imperial
 * sizes ("4in x 2in", "8ft x 4ft"); the rest (weights, volumes, power) keep their number and a
 * single spelling of the unit ("25 kgs" is "25kg").
 */

/** How many millimetres one of the unit is. */
const LENGTH_UNITS: Readonly<Record<string, number>> = {
  mm: 1,
  millimetre: 1,
  millimetres: 1,
  millimeter: 1,
  millimeters: 1,
  cm: 10,
  centimetre: 10,
  centimetres: 10,
  m: 1000,
  mtr: 1000,
  mtrs: 1000,
  metre: 1000,
  metres: 1000,
  meter: 1000,
  meters: 1000,
};

const IMPERIAL_UNITS: Readonly<Record<string, "inch" | "foot">> = {
  in: "inch",
  inch: "inch",
  inches: "inch",
  ft: "foot",
  foot: "foot",
  feet: "foot",
};

/** The one spelling of each other unit. */
const QUANTITY_UNITS: Readonly<Record<string, string>> = {
  kg: "kg",
  kgs: "kg",
  g: "g",
  l: "l",
  ltr: "l",
  ltrs: "l",
  litre: "l",
  litres: "l",
  liter: "l",
  liters: "l",
  ml: "ml",
  w: "w",
  watt: "w",
  watts: "w",
  kw: "kw",
  v: "v",
  volt: "v",
  volts: "v",
};

export type SizeUnit = { kind: "length"; mm: number } | { kind: "imperial"; of: "inch" | "foot" };

/** A unit that may follow a number of a size ("47 x 100mm", "8ft x 4ft"), if the word is one. */
export function sizeUnit(word: string): SizeUnit | undefined {
  const mm = LENGTH_UNITS[word];
  if (mm !== undefined) return { kind: "length", mm };
  const of = IMPERIAL_UNITS[word];
  return of === undefined ? undefined : { kind: "imperial", of };
}

/** The single spelling of a weight, volume or power unit ("litres" → "l"), if the word is one. */
export function quantityUnit(word: string): string | undefined {
  return QUANTITY_UNITS[word];
}
