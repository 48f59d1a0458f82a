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
  unit?: string;
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
