/**
 * issue 13: one spelling for a size, and the imperial nicknames the trade still uses for metric
 * timber and sheets ("4x2" is 47 x 100mm). Decision 131 gives the reasoning of the table.
 */

/**
 * The size token: the numbers (in millimetres) smallest first, joined by "x", with no unit, so
 * "47 x 100mm", "100x47" and "47 by 100" are all "47x100".
 */
export function sizeToken(numbers: readonly string[]): string {
  return [...numbers].sort((a, b) => Number(a) - Number(b)).join("x");
}

/**
 * How each inch of a nominal size is sold in metric by UK merchants:
 * - sawn: the sawn (or regularised) size, the commonest first, and the old straight conversion (2" = 50mm), still
 *   written in titles; 1" is 22 or 25mm, 2" is 38, 47 or 50mm, then 25mm an inch;
 * - planed: planed all round or planed square edge, 3 to 6mm under the sawn size (4" = 94mm);
 * - cls: Canadian Lumber Standard studs, always 38mm thick (4x2 CLS is 38 x 89mm).
 */
type InchSize = { sawn: readonly number[]; planed: readonly number[]; cls?: number };

const INCH_SIZES: Readonly<Record<number, InchSize>> = {
  1: { sawn: [22, 25], planed: [18, 21] },
  2: { sawn: [47, 50, 38], planed: [44] },
  3: { sawn: [75], planed: [69], cls: 63 },
  4: { sawn: [100], planed: [94], cls: 89 },
  5: { sawn: [125], planed: [119] },
  6: { sawn: [150], planed: [144], cls: 140 },
  7: { sawn: [175], planed: [169] },
  8: { sawn: [200], planed: [194], cls: 184 },
  9: { sawn: [225], planed: [219] },
};

const CLS_THICKNESS = 38;

/**
 * Sheets are named in feet: an "8x4" is a full sheet, 2440 x 1220mm for timber sheets and
 * 2400 x 1200mm for plasterboard and insulation. Written without units, "8x4" means the sheet:
 * 4 x 8 inch timber is a rare beam, the sheet an everyday buy.
 */
const SHEET_SIZES: Readonly<Record<string, readonly string[]>> = {
  "4x8": ["1220x2440", "1200x2400"],
};

/** How the numbers of a nickname were written: bare ("4x2"), in inches ("4in x 2in") or in feet ("8ft x 4ft"). */
export type NicknameUnit = "bare" | "inch" | "foot";

/** Both numbers are whole inches of 1 to 9, smallest first. */
function timberSizes(small: number, large: number): string[] {
  const thick = INCH_SIZES[small]!;
  const wide = INCH_SIZES[large]!;
  const sizes = new Set<string>();
  for (const x of thick.sawn) for (const y of wide.sawn) sizes.add(sizeToken([String(x), String(y)]));
  for (const x of thick.planed) for (const y of wide.planed) sizes.add(sizeToken([String(x), String(y)]));
  if (small === 2 && wide.cls !== undefined) sizes.add(sizeToken([String(CLS_THICKNESS), String(wide.cls)]));
  return [...sizes];
}

/**
 * The metric size tokens a nickname stands for, or none when the two numbers are no nickname:
 * both whole numbers of 1 to 9, written bare or in inches (or 8 x 4 bare or in feet, the sheet).
 * "4x2" → 47x100, 50x100, 38x100, 44x94 (planed) and 38x89 (CLS).
 */
export function nicknameSizes(numbers: readonly string[], unit: NicknameUnit): readonly string[] {
  if (numbers.length !== 2 || !numbers.every((n) => /^[1-9]$/.test(n))) return [];
  const token = sizeToken(numbers);
  const sheet = SHEET_SIZES[token];
  if (sheet !== undefined && unit !== "inch") return sheet;
  if (unit === "foot") return [];
  const [small, large] = token.split("x").map(Number);
  return timberSizes(small!, large!);
}

/** Every metric size token of the tables, back to the nickname it is sold as. */
const NICKNAME_OF_METRIC: ReadonlyMap<string, string> = (() => {
  const nicknames = new Map<string, string>();
  for (let large = 1; large <= 9; large++)
    for (let small = 1; small <= large; small++) {
      const nickname = `${small}x${large}`;
      if (SHEET_SIZES[nickname] !== undefined) continue;
      for (const metric of timberSizes(small, large)) nicknames.set(metric, nickname);
    }
  for (const [nickname, metrics] of Object.entries(SHEET_SIZES))
    for (const metric of metrics) nicknames.set(metric, nickname);
  return nicknames;
})();

/** The nickname a metric size is sold as ("47x100" → "2x4", "1220x2440" → "4x8"), if it has one. */
export function nicknameOf(metricToken: string): string | undefined {
  return NICKNAME_OF_METRIC.get(metricToken);
}

/**
 * A three-number size split into a pair and the number left over, three ways: a brick
 * "215 x 102.5 x 65mm" is also found as "102.5x215" with 65mm, so a two-number query still meets it.
 */
export function sizePairs(numbers: readonly string[]): { pair: string; rest: string }[] {
  if (numbers.length !== 3) return [];
  return numbers.map((rest, k) => ({ pair: sizeToken(numbers.filter((_, j) => j !== k)), rest }));
}
