/**
 * How the demo catalogue is described: departments (level 1) hold groups (level 2), which hold
 * families (level 3). A family is a level-3 category and the vocabulary its products are named
 * from, e.g. "{grade} Treated Sawn Timber {size}" with the grades and sizes listed as axes.
 */
import type { ProductMotif } from "../motifs.ts";

export type Axis = {
  /** Specification the chosen value is shown under; null when the value only names the product. */
  spec: string | null;
  values: readonly string[];
  /** Later values are bigger and cost more (sizes, outputs, lengths). */
  scales?: boolean;
  /**
   * What each value multiplies the price by, for sizes priced far apart: a bulk bag holds dozens
   * of small bags; a pack ("Box of {pack}") costs its count of items, less a little for buying
   * more, so the family's price is then one item's.
   */
  factors?: readonly number[];
  /** Every value costs the same (a boot's size): the price does not spread over it. */
  samePrice?: boolean;
};

export type Tally = {
  /** First part-number segment, e.g. "TIM" in TIM/2.4/47100. */
  code: string;
  /** Stock lengths in metres, the second part-number segment. */
  lengths: readonly string[];
};

export type Family = {
  name: string;
  /** One or two sentences for the category page, reused in its products' descriptions. */
  description: string;
  motif: ProductMotif;
  /** Name patterns with {axis} placeholders; each product takes one. */
  make: readonly string[];
  axes: Readonly<Record<string, Axis>>;
  /** Price ex VAT in pence, cheapest to dearest (per metre for tally products). */
  price: readonly [number, number];
  specs?: Readonly<Record<string, string>>;
  /**
   * How one is sold when its name does not say (default each): a name with "Pack of N" or "Box of
   * N" is a pack, with "Bulk Bag" a tonne bag, with "Bag" a bag, and timber is sold by the metre.
   */
  unit?: "each" | "sheet" | "roll" | "m2";
  /** Timber sold by length; the `size` axis gives the part number's last segment. */
  tally?: Tally;
  vatRate?: number;
  /** Quantities from which a quantity-break price applies. */
  breaks?: readonly number[];
  /** Level-3 category names whose products are the bill of materials (essential extras). */
  essentials?: readonly string[];
  /** Level-3 category names to suggest alongside. */
  crossSell?: readonly string[];
  /** Relative share of the products (default 1). */
  weight?: number;
  /** Manufacturers for this family when the department's list does not fit. */
  manufacturers?: readonly string[];
};

export type Group = { name: string; description: string; families: readonly Family[] };

export type Department = {
  name: string;
  description: string;
  /** Part-number prefix for products that are not sold by length. */
  code: string;
  manufacturers: readonly string[];
  /** Sentences on use and delivery that close a product description. */
  sentences: readonly string[];
  /** Specifications every product of the department carries unless its family says otherwise. */
  specs: Readonly<Record<string, string>>;
  groups: readonly Group[];
};

export const axis = (spec: string | null, values: readonly string[], scales = false): Axis => ({
  spec,
  values,
  scales,
});

/** A size that does not change the price: a boot's size, a stone's grading, a roll's width. */
export const samePriceAxis = (spec: string, values: readonly string[]): Axis => ({
  spec,
  values,
  samePrice: true,
});

/** Each doubling of a pack takes about 3.5% off an item's price. */
const PACK_SAVING_EXPONENT = 0.95;

/** Pack counts, smallest first, shown under "Pack Size"; the family's price is one item's. */
export const packAxis = (counts: readonly number[]): Axis => ({
  spec: "Pack Size",
  values: counts.map(String),
  factors: counts.map((count) => count ** PACK_SAVING_EXPONENT),
});

/** Sizes priced far apart: each value with what it multiplies the family's price by. */
export const pricedAxis = (spec: string, priced: Readonly<Record<string, number>>): Axis => ({
  spec,
  values: Object.keys(priced),
  factors: Object.values(priced),
});
