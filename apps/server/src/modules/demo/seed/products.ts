/**
 * Products made from the families' vocabularies: a name unique in its category from one of the
 * family's patterns (variants.ts), a part number (timber sold by length reads CODE/LENGTH/SECTION,
 * with length 1.0 for a custom length), a price that grows with size (variant-price.ts), the unit
 * it is sold in, 4–8 specifications that agree with the name, a few sentences of description, and
 * quantity-break prices for about two products in five.
 */
import type { SaleUnit } from "@merchant/domain/catalog";
import type { Specification } from "../../../db/schema.ts";
import type { Family, Department } from "./catalogue/index.ts";
import type { FamilyPlan } from "./categories.ts";
import type { Random } from "./random.ts";
import { slugify } from "./slug.ts";
import { variantPrice } from "./variant-price.ts";
import {
  CUSTOM_LENGTH,
  sampleVariants,
  unitOfSaleOf,
  variantCapacity,
  variantName,
  type Variant,
} from "./variants.ts";

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
  unit: SaleUnit;
  /** Items in a pack; null unless the unit is a pack. */
  packSize: number | null;
  popularity: number;
  createdAt: Date;
};

export type SeedPriceBreak = { productId: number; minQty: number; priceExVat: number };

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
  "Choose a branch to see the stock it holds before you travel.",
  "Ask at the trade counter if you need help choosing.",
];
const ORIGINS = ["United Kingdom", "Ireland", "Germany", "Poland", "Italy", "Sweden"];

const makersOf = ({ family, department }: FamilyPlan): readonly string[] =>
  family.manufacturers ?? department.manufacturers;

/**
 * How many products each family gets: one each first (when there are enough), the rest by weight,
 * but never more than the family has distinct names for; what one cannot take goes to the others.
 */
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
  const capacities = families.map((plan) => variantCapacity(plan.family, makersOf(plan)));
  const most = capacities.reduce((sum, c) => sum + c, 0);
  if (count > most) throw new Error(`the demo catalogue names at most ${most} distinct products`);
  const counts = families.map(() => 1);
  let left = count - families.length;
  while (left > 0) {
    const open = [...families.keys()].filter((i) => (counts[i] as number) < (capacities[i] as number));
    const weights = open.map((i) => families[i]?.family.weight ?? 1);
    const total = weights.reduce((sum, w) => sum + w, 0);
    const exact = open.map((_, k) => (left * (weights[k] as number)) / total);
    let given = 0;
    open.forEach((i, k) => {
      const room = (capacities[i] as number) - (counts[i] as number);
      const share = Math.min(room, Math.floor(exact[k] as number));
      counts[i] = (counts[i] as number) + share;
      given += share;
    });
    // What the floors left over goes one each to the largest remainders that still have room.
    const byRemainder = open
      .map((i, k) => ({ i, remainder: (exact[k] as number) % 1 }))
      .filter(({ i }) => (counts[i] as number) < (capacities[i] as number))
      .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
    for (const { i } of byRemainder) {
      if (given >= left) break;
      counts[i] = (counts[i] as number) + 1;
      given++;
    }
    left -= given;
  }
  return counts;
}

function rankInDepartment(families: readonly FamilyPlan[], index: number): number {
  const plan = families[index] as FamilyPlan;
  return families.slice(0, index).filter((other) => other.department === plan.department).length;
}

function specifications(
  random: Random,
  department: Department,
  family: Family,
  variant: Variant,
  extra: Specification[],
  maker: string,
): Specification[] {
  const specs: Specification[] = [];
  const add = (name: string, value: string) => {
    if (!specs.some((spec) => spec.name === name)) specs.push({ name, value });
  };
  // Only the axes the name was made from: a value the name does not show would contradict it.
  for (const [key, value] of Object.entries(variant.values)) {
    const spec = family.axes[key]?.spec;
    if (spec) add(spec, value);
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
  const partCounters = new Map<string, number>();
  const salt = String(random.int(0, 1_000_000_000));

  families.forEach((plan, index) => {
    const { family, department } = plan;
    const makers = makersOf(plan);
    for (const variant of sampleVariants(random, family, makers, counts[index] as number)) {
      const id = products.length + 1;
      const maker = variant.brand?.maker ?? random.pick(makers);
      const name = variantName(variant);
      const { length } = variant;
      let partNumber: string;
      const extra: Specification[] = [];
      if (family.tally && length !== null) {
        extra.push({ name: "Length", value: length === CUSTOM_LENGTH ? "Cut to your length" : `${length}m` });
        const section = (variant.values.size ?? "").replace(/\D/g, "");
        partNumber = uniquePart(`${family.tally.code}/${length}/${section}`);
      } else {
        // Department prefix and a running number with gaps, as ERP item codes look.
        const next = (partCounters.get(department.code) ?? random.int(100_000, 140_000)) + random.int(1, 9);
        partCounters.set(department.code, next);
        partNumber = `${department.code}${next}`;
      }
      const priceExVat = variantPrice(family, variant, salt);
      const unitOfSale = unitOfSaleOf(family, name);
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
        specifications: specifications(random, department, family, variant, extra, maker),
        categoryId: plan.categoryId,
        vatRate: family.vatRate ?? 20,
        priceExVat,
        isTally: Boolean(family.tally),
        sawToSizeMax: family.tally ? random.pick([5, 5, 5, 5, 5, 5, 5, 5, 3, 10]) : null,
        unit: unitOfSale.unit,
        packSize: unitOfSale.packSize,
        popularity: Math.floor(1000 * random.next() ** 3),
        createdAt: new Date(NEWEST - random.int(0, 730) * DAY),
      });
      breaks.push(...priceBreaks(random, id, family, priceExVat));
    }
  });
  return { products, priceBreaks: breaks };
}
