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

/** The variant numbered `index`: plain names first, then each maker's, then each maker's ranges'. */
export function variantAt(family: Family, makers: readonly string[], index: number): Variant {
  const plain = plainCount(family);
  const plainPart = plainVariant(family, index % plain);
  const tier = Math.floor(index / plain);
  if (tier === 0) return { ...plainPart, brand: null };
  const brandIndex = tier - 1;
  const maker = makers[brandIndex % makers.length] as string;
  const rangeIndex = Math.floor(brandIndex / makers.length) - 1;
  return {
    ...plainPart,
    brand: { maker, range: rangeIndex < 0 ? null : (MAKER_RANGES[rangeIndex] ?? null) },
  };
}

/** `count` distinct numbers below `size`, uniformly (Floyd's algorithm: one draw each). */
function distinct(random: Random, size: number, count: number): number[] {
  const chosen = new Set<number>();
  for (let j = size - count; j < size; j++) {
    const pick = random.int(0, j);
    chosen.add(chosen.has(pick) ? j : pick);
  }
  return [...chosen];
}

/**
 * `count` different variants of the family: plain names while they last, then makers' names,
 * then makers' ranges', each tier drawn at random so a small catalogue still varies.
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
    indexes.push(...distinct(random, size, take).map((i) => start + i));
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
