/**
 * A variant's price ex VAT in pence (decision 141). The family's band says what the thing costs;
 * where in the band a variant sits follows its size (the axes that scale), and the rest is a spread
 * fixed by what else the name says (kind, finish, maker), so two products that differ only in size
 * differ in price the right way round, and timber of one section costs the same per metre in every
 * length. Sizes priced far apart (a bulk bag, a pack of 500) multiply the price by their factor.
 */
import type { Family } from "./catalogue/index.ts";
import type { Variant } from "./variants.ts";

/** How much of the band size decides; the rest is the spread between kinds, finishes and makers. */
const SIZE_SHARE = 0.75;

/** A stable number in [0, 1) for a text (FNV-1a): the same name parts always spread the same way. */
function spread(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

export function variantPrice(family: Family, variant: Variant, salt: string): number {
  const [low, high] = family.price;
  const scores: number[] = [];
  const spreadParts = [
    salt,
    family.name,
    variant.pattern,
    variant.brand?.maker ?? "",
    variant.brand?.range ?? "",
  ];
  let factor = 1;
  for (const [key, value] of Object.entries(variant.values)) {
    const axis = family.axes[key];
    if (!axis) continue;
    if (axis.samePrice) continue;
    if (axis.factors) factor *= axis.factors[axis.values.indexOf(value)] ?? 1;
    else if (axis.scales && axis.values.length > 1)
      scores.push(axis.values.indexOf(value) / (axis.values.length - 1));
    else spreadParts.push(value);
  }
  const rest = spread(spreadParts.join("|"));
  const position = scores.length
    ? SIZE_SHARE * (scores.reduce((sum, s) => sum + s, 0) / scores.length) + (1 - SIZE_SHARE) * rest
    : rest ** 1.5;
  const item = low + (high - low) * position;
  return Math.max(1, Math.round(item * factor));
}
