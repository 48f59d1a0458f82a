/**
 * Products made from the families' vocabularies: a name from one of the family's patterns, a
 * part number (timber sold by length reads CODE/LENGTH/SECTION, with length 1.0 for a custom
 * length), a price that grows with size, 4–8 specifications, a few sentences of description,
 * and quantity-break prices for about two products in five.
 */
import type { Specification } from "../../../db/schema.ts";
import type { Family, Department } from "./catalogue/index.ts";
import type { FamilyPlan } from "./categories.ts";
import type { Random } from "./random.ts";
import { slugify } from "./slug.ts";

export type SeedProduct = {
  id: number;
  partNumber: string;
  slug: string;
  name: string;
  manufacturer: string;
  description: string;
  specifications: Specification[];
  categoryId: number;
  vatRate: number;
  priceExVat: number;
  isTally: boolean;
  sawToSizeMax: number | null;
  unit: string;
  popularity: number;
  createdAt: Date;
};

export type SeedPriceBreak = { productId: number; minQty: number; priceExVat: number };

/** Share of tally products that are a custom length (part number second segment 1.0). */
const CUSTOM_LENGTH_SHARE = 0.06;
const CUSTOM_LENGTH = "1.0";
/** Bulk lines (those with breaks listed) usually have breaks; cheap lines sometimes; dear ones never. */
const PRICE_BREAK_SHARE_LISTED = 0.65;
const PRICE_BREAK_SHARE_CHEAP = 0.45;
const CHEAP_LINE_MAX_PENCE = 15_000;
const BREAK_DISCOUNTS = [0.05, 0.1, 0.15] as const;
const MIN_SPECIFICATIONS = 4;
const MAX_SPECIFICATIONS = 8;
/** Catalogue dates run back two years from here, so "newest first" has something to sort. */
const NEWEST = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

const OPENINGS = [
  (name: string, maker: string) => `${name} from ${maker}.`,
  (name: string, maker: string) => `The ${name} by ${maker}, stocked for trade and home improvers alike.`,
  (name: string, maker: string) => `${maker}'s ${name}, a dependable choice for the job.`,
];
const CLOSINGS = [
  "Order online for click and collect from your branch, or have it delivered to site.",
  "Trade account holders see their own prices once logged in.",
  "Ask at the trade counter if you need help choosing.",
];
const ORIGINS = ["United Kingdom", "Ireland", "Germany", "Poland", "Italy", "Sweden"];

/** How many products each family gets: one each first (when there are enough), the rest by weight. */
export function allocateProducts(families: readonly FamilyPlan[], count: number): number[] {
  if (count < families.length) {
    // Too few for one each: spread them over the departments in turn.
    const order = [...families.keys()].sort(
      (a, b) => rankInDepartment(families, a) - rankInDepartment(families, b) || a - b,
    );
    const counts = families.map(() => 0);
    for (const index of order.slice(0, count)) counts[index] = 1;
    return counts;
  }
  const weights = families.map((plan) => plan.family.weight ?? 1);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const rest = count - families.length;
  const exact = weights.map((w) => (rest * w) / total);
  const counts = exact.map((x) => 1 + Math.floor(x));
  let left = count - counts.reduce((sum, n) => sum + n, 0);
  const byRemainder = [...exact.keys()].sort(
    (a, b) => ((exact[b] as number) % 1) - ((exact[a] as number) % 1) || a - b,
  );
  for (const index of byRemainder) {
    if (left-- <= 0) break;
    counts[index] = (counts[index] as number) + 1;
  }
  return counts;
}

function rankInDepartment(families: readonly FamilyPlan[], index: number): number {
  const plan = families[index] as FamilyPlan;
  return families.slice(0, index).filter((other) => other.department === plan.department).length;
}

type Choice = { values: Record<string, string>; sizeScore: number | null };

function choose(random: Random, family: Family): Choice {
  const values: Record<string, string> = {};
  const scores: number[] = [];
  for (const [key, axis] of Object.entries(family.axes)) {
    const index = random.int(0, axis.values.length - 1);
    values[key] = axis.values[index] as string;
    if (axis.scales && axis.values.length > 1) scores.push(index / (axis.values.length - 1));
  }
  const sizeScore = scores.length ? scores.reduce((sum, s) => sum + s, 0) / scores.length : null;
  return { values, sizeScore };
}

function fill(pattern: string, values: Record<string, string>, family: Family): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${family.name}: pattern "${pattern}" names no axis "${key}"`);
    return value;
  });
}

function price(random: Random, family: Family, sizeScore: number | null): number {
  const [low, high] = family.price;
  // Bigger sizes cost more; the rest is the spread between makers and finishes.
  const position = sizeScore === null ? random.next() ** 1.5 : 0.75 * sizeScore + 0.25 * random.next();
  return Math.max(1, Math.round(low + (high - low) * position));
}

function specifications(
  random: Random,
  department: Department,
  family: Family,
  choice: Choice,
  extra: Specification[],
  maker: string,
): Specification[] {
  const specs: Specification[] = [];
  const add = (name: string, value: string) => {
    if (!specs.some((spec) => spec.name === name)) specs.push({ name, value });
  };
  for (const [key, axis] of Object.entries(family.axes)) {
    if (axis.spec) add(axis.spec, choice.values[key] as string);
  }
  for (const spec of extra) add(spec.name, spec.value);
  for (const [name, value] of Object.entries(family.specs ?? {})) add(name, value);
  add("Brand", maker);
  for (const [name, value] of Object.entries(department.specs)) add(name, value);
  if (specs.length < MIN_SPECIFICATIONS) add("Country of Origin", random.pick(ORIGINS));
  if (specs.length < MIN_SPECIFICATIONS) add("Category", family.name);
  return specs.slice(0, MAX_SPECIFICATIONS);
}

function priceBreaks(
  random: Random,
  productId: number,
  family: Family,
  priceExVat: number,
): SeedPriceBreak[] {
  const share = family.breaks
    ? PRICE_BREAK_SHARE_LISTED
    : family.price[1] <= CHEAP_LINE_MAX_PENCE
      ? PRICE_BREAK_SHARE_CHEAP
      : 0;
  if (!random.chance(share)) return [];
  const quantities = family.breaks ?? (family.tally ? [20, 50, 100] : [10, 50, 100]);
  const count = Math.min(quantities.length, random.int(2, 3));
  const breaks: SeedPriceBreak[] = [];
  let previous = priceExVat;
  for (let i = 0; i < count; i++) {
    const discounted = Math.min(previous - 1, Math.round(priceExVat * (1 - (BREAK_DISCOUNTS[i] as number))));
    if (discounted < 1) break;
    breaks.push({ productId, minQty: quantities[i] as number, priceExVat: discounted });
    previous = discounted;
  }
  return breaks.length >= 2 ? breaks : [];
}

/** Hands out unique values: the first time as asked, then with "-2", "-3" … added. */
function uniqueNamer(): (base: string) => string {
  const issued = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return (base) => {
    let candidate = base;
    let suffix = nextSuffix.get(base) ?? 2;
    while (issued.has(candidate)) candidate = `${base}-${suffix++}`;
    nextSuffix.set(base, suffix);
    issued.add(candidate);
    return candidate;
  };
}

export function buildProducts(
  random: Random,
  families: readonly FamilyPlan[],
  count: number,
): { products: SeedProduct[]; priceBreaks: SeedPriceBreak[] } {
  const counts = allocateProducts(families, count);
  const products: SeedProduct[] = [];
  const breaks: SeedPriceBreak[] = [];
  const uniquePart = uniqueNamer();
  const uniqueSlug = uniqueNamer();
  const names = new Set<string>();
  const partCounters = new Map<string, number>();

  families.forEach((plan, index) => {
    const { family, department } = plan;
    for (let n = 0; n < (counts[index] as number); n++) {
      const id = products.length + 1;
      const choice = choose(random, family);
      const maker = random.pick(family.manufacturers ?? department.manufacturers);
      let name = fill(random.pick(family.make), choice.values, family);
      // Timber of one section comes in several lengths under one name (the timber options grid);
      // any other second maker's version of the same thing carries the maker's name, as merchants list them.
      const length = family.tally
        ? random.chance(CUSTOM_LENGTH_SHARE)
          ? CUSTOM_LENGTH
          : random.pick(family.tally.lengths)
        : null;
      const lengthSuffix =
        length === null ? "" : length === CUSTOM_LENGTH ? " Cut to Length" : ` x ${length}m`;
      if (names.has(name + lengthSuffix)) name = `${maker} ${name}`;
      name += lengthSuffix;
      names.add(name);
      let partNumber: string;
      const extra: Specification[] = [];
      if (family.tally && length !== null) {
        extra.push({ name: "Length", value: length === CUSTOM_LENGTH ? "Cut to your length" : `${length}m` });
        const section = (choice.values.size ?? "").replace(/\D/g, "");
        partNumber = uniquePart(`${family.tally.code}/${length}/${section}`);
      } else {
        // Department prefix and a running number with gaps, as ERP item codes look.
        const next = (partCounters.get(department.code) ?? random.int(100_000, 140_000)) + random.int(1, 9);
        partCounters.set(department.code, next);
        partNumber = `${department.code}${next}`;
      }
      const priceExVat = price(random, family, choice.sizeScore);
      products.push({
        id,
        partNumber,
        slug: uniqueSlug(slugify(name)),
        name,
        manufacturer: maker,
        description: [
          random.pick(OPENINGS)(name, maker),
          family.description,
          random.pick(department.sentences),
          random.pick(CLOSINGS),
        ].join(" "),
        specifications: specifications(random, department, family, choice, extra, maker),
        categoryId: plan.categoryId,
        vatRate: family.vatRate ?? 20,
        priceExVat,
        isTally: Boolean(family.tally),
        sawToSizeMax: family.tally ? random.pick([5, 5, 5, 5, 5, 5, 5, 5, 3, 10]) : null,
        unit: family.tally ? "m" : (family.unit ?? "each"),
        popularity: Math.floor(1000 * random.next() ** 3),
        createdAt: new Date(NEWEST - random.int(0, 730) * DAY),
      });
      breaks.push(...priceBreaks(random, id, family, priceExVat));
    }
  });
  return { products, priceBreaks: breaks };
}
