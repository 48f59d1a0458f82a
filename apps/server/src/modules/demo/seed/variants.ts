/**
 * Every distinct product a family can name, numbered, so a category's products are drawn without
 * repeats and no two share a name (issue 15; decision 141). A variant is one of the family's name
 * patterns with a value for each axis that pattern names (and no other), timber's stock length,
 * and — only once the plain names are used up — the maker's name, then the maker's range, in front:
 * "Caldermoor Building Sand 25kg Bag", "Caldermoor Trade Building Sand 25kg Bag", as merchants list
 * one thing from several makers.
 */
import type { UnitOfSale } from "@merchant/domain/catalog";
import type { Family } from "./catalogue/index.ts";
import type { Random } from "./random.ts";

/** Part numbers' second segment for timber cut to the customer's length (spec/2 §3). */
export const CUSTOM_LENGTH = "1.0";
/** The ranges a maker sells a family under; names use them only when plain and branded names run out. */
export const MAKER_RANGES = ["Trade", "Pro", "Premium", "Essentials"] as const;

export type Variant = {
  pattern: string;
  /** A value for each axis the pattern names, and for no other axis. */
  values: Record<string, string>;
  /** Timber's stock length in metres, or CUSTOM_LENGTH; null for what is not sold by length. */
  length: string | null;
  /** The maker (and range) the name starts with; null when the name carries no maker. */
  brand: { maker: string; range: string | null } | null;
};

type Shape = { pattern: string; keys: string[]; size: number };

const shapesOf = new WeakMap<Family, Shape[]>();

function shapes(family: Family): Shape[] {
  const known = shapesOf.get(family);
  if (known) return known;
  const made = family.make.map((pattern) => {
    const keys = [...new Set([...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))];
    for (const key of keys) {
      if (!family.axes[key]) throw new Error(`${family.name}: pattern "${pattern}" names no axis "${key}"`);
    }
    const size = keys.reduce((product, key) => product * (family.axes[key]?.values.length ?? 1), 1);
    return { pattern, keys, size };
  });
  shapesOf.set(family, made);
  return made;
}

const lengthsOf = (family: Family): readonly string[] =>
  family.tally ? [...family.tally.lengths, CUSTOM_LENGTH] : [""];

/** How many names the family's patterns make without a maker's name. */
export function plainCount(family: Family): number {
  return shapes(family).reduce((sum, shape) => sum + shape.size, 0) * lengthsOf(family).length;
}

/** How many distinct names the family can give: plain, then each maker's, then each maker's ranges'. */
export function variantCapacity(family: Family, makers: readonly string[]): number {
  return plainCount(family) * (1 + makers.length * (1 + MAKER_RANGES.length));
}

function plainVariant(family: Family, index: number): Omit<Variant, "brand"> {
  const lengths = lengthsOf(family);
  let rest = index;
  for (const shape of shapes(family)) {
    const span = shape.size * lengths.length;
    if (rest >= span) {
      rest -= span;
      continue;
    }
    const length = lengths[rest % lengths.length] as string;
    rest = Math.floor(rest / lengths.length);
    const values: Record<string, string> = {};
    for (const key of shape.keys) {
      const choices = family.axes[key]?.values ?? [];
      values[key] = choices[rest % choices.length] as string;
      rest = Math.floor(rest / choices.length);
    }
    return { pattern: shape.pattern, values, length: family.tally ? length : null };
  }
  throw new Error(`${family.name}: no variant ${index}`);
}

/**
 * The variant numbered `index`: plain names first, then each plain name from each maker, then from
 * each maker's ranges. Within a tier the maker (and range) changes fastest, so an even spread over
 * the numbers is an even spread over the plain names.
 */
export function variantAt(family: Family, makers: readonly string[], index: number): Variant {
  const plain = plainCount(family);
  if (index < plain) return { ...plainVariant(family, index), brand: null };
  const branded = index - plain;
  if (branded < plain * makers.length) {
    const maker = makers[branded % makers.length] as string;
    return { ...plainVariant(family, Math.floor(branded / makers.length)), brand: { maker, range: null } };
  }
  const ranged = branded - plain * makers.length;
  const perPlain = makers.length * MAKER_RANGES.length;
  const within = ranged % perPlain;
  return {
    ...plainVariant(family, Math.floor(ranged / perPlain)),
    brand: {
      maker: makers[within % makers.length] as string,
      range: MAKER_RANGES[Math.floor(within / makers.length)] ?? null,
    },
  };
}

/**
 * `count` distinct numbers below `size`, one drawn from each of `count` equal stretches. Numbers
 * read as variants with the pattern's last axis changing slowest, so every value of it (and, in
 * turn, of the others) gets its share even in a small catalogue, which a plain random draw does not
 * promise: 15 hardwoods drawn at random could hold no iroko.
 */
function spread(random: Random, size: number, count: number): number[] {
  // Stretch i runs from ceil(i·size/count); whole numbers divided once, so the last ends at size.
  const from = (i: number) => Math.ceil((i * size) / count);
  return Array.from({ length: count }, (_, i) => random.int(from(i), from(i + 1) - 1));
}

/** Timber is sold in several lengths of a section (the timber options grid, spec/2 §5). */
const LENGTHS_PER_SECTION = 3;

/**
 * `count` of the family's plain names (timber: sections), each in turn the one whose values (kind,
 * size, colour …) have been picked least so far, ties broken at random, so every value gets its
 * share even in a small catalogue: 15 hardwoods drawn at random could hold no iroko.
 */
function balanced(
  random: Random,
  family: Family,
  lengths: number,
  sections: number,
  count: number,
): number[] {
  const features = Array.from({ length: sections }, (_, section) => {
    const { pattern, values } = plainVariant(family, section * lengths);
    return [pattern, ...Object.entries(values).map(([key, value]) => `${key}=${value}`)];
  });
  const left = Array.from({ length: sections }, (_, i) => i);
  for (let i = left.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [left[i], left[j]] = [left[j] as number, left[i] as number];
  }
  const times = new Map<string, number>();
  const picks: number[] = [];
  while (picks.length < count) {
    let best = 0;
    let bestScore = Infinity;
    left.forEach((section, at) => {
      const score = (features[section] as string[]).reduce((sum, f) => sum + (times.get(f) ?? 0), 0);
      if (score < bestScore) [best, bestScore] = [at, score];
    });
    const [section] = left.splice(best, 1) as [number];
    for (const f of features[section] as string[]) times.set(f, (times.get(f) ?? 0) + 1);
    picks.push(section);
  }
  return picks;
}

/** Plain names drawn evenly over their values; timber by sections, then up to three of each one's lengths. */
function plainPicks(random: Random, family: Family, count: number): number[] {
  const lengths = lengthsOf(family).length;
  const sections = plainCount(family) / lengths;
  if (lengths === 1) return balanced(random, family, 1, sections, count);
  const perSection = Math.min(lengths, Math.max(LENGTHS_PER_SECTION, Math.ceil(count / sections)));
  const chosen = balanced(
    random,
    family,
    lengths,
    sections,
    Math.min(sections, Math.ceil(count / perSection)),
  );
  const picks = chosen.flatMap((section) =>
    spread(random, lengths, perSection).map((length) => section * lengths + length),
  );
  return picks.slice(0, count);
}

/**
 * `count` different variants of the family: plain names while they last, then makers' names,
 * then makers' ranges', each tier drawn evenly over its sizes, kinds and makers.
 */
export function sampleVariants(
  random: Random,
  family: Family,
  makers: readonly string[],
  count: number,
): Variant[] {
  const plain = plainCount(family);
  const tiers = [plain, plain * makers.length, plain * makers.length * MAKER_RANGES.length];
  const indexes: number[] = [];
  let start = 0;
  for (const size of tiers) {
    const take = Math.min(size, count - indexes.length);
    if (take <= 0) break;
    const picks = start === 0 ? plainPicks(random, family, take) : spread(random, size, take);
    indexes.push(...picks.map((i) => start + i));
    start += size;
  }
  if (indexes.length < count) throw new Error(`${family.name} names at most ${indexes.length} products`);
  return indexes.map((index) => variantAt(family, makers, index));
}

/** The product's name: maker and range (if any), the filled pattern, timber's length. */
export function variantName(variant: Variant): string {
  const body = variant.pattern.replace(/\{(\w+)\}/g, (_, key: string) => variant.values[key] as string);
  const brand = variant.brand
    ? `${[variant.brand.maker, variant.brand.range].filter(Boolean).join(" ")} `
    : "";
  const length =
    variant.length === null
      ? ""
      : variant.length === CUSTOM_LENGTH
        ? " Cut to Length"
        : ` x ${variant.length}m`;
  return brand + body + length;
}

/** What one of the product buys, read from its name where the name says (decision 141). */
export function unitOfSaleOf(family: Family, name: string): UnitOfSale {
  if (family.tally) return { unit: "m", packSize: null };
  const pack = /\b(?:Pack|Box) of (\d+)\b/.exec(name);
  const packSize = pack ? Number(pack[1]) : 1;
  if (packSize >= 2) return { unit: "pack", packSize };
  if (/\bBulk Bag\b/.test(name)) return { unit: "tonne-bag", packSize: null };
  if (/\d(?:kg|L)(?: \w+)? Bag\b/.test(name)) return { unit: "bag", packSize: null };
  return { unit: family.unit ?? "each", packSize: null };
}
