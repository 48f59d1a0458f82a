/**
 * The text index's posting lists (decision 134): for every prefix of every token a product is
 * indexed under ("timber" → t, ti, tim, … timber), the products whose name, part number or maker
 * has a token beginning with it, in the order they were filed (most popular first at a build).
 * Each entry is one small integer: the product's slot times 1024 plus a mask of how it matches
 * (which fields begin with the prefix or equal it, and whether its category's name and its own
 * first word do), so a prefix as typed and a whole word are both one lookup and one walk, with no
 * terms to expand and no objects per entry.
 */

/** A field has a token beginning with the prefix / equal to it. */
export const NAME_BEGINS = 1;
export const NAME_EQUALS = 2;
export const PART_BEGINS = 4;
export const PART_EQUALS = 8;
export const MAKER_BEGINS = 16;
export const MAKER_EQUALS = 32;
/** The last word of the product's category's name begins with the prefix / equals it ("radi" → Panel Radiators). */
export const HEAD_BEGINS = 64;
export const HEAD_EQUALS = 128;
/** The first word of the product's name begins with the prefix / equals it. */
export const FIRST_BEGINS = 256;
export const FIRST_EQUALS = 512;

const MASK_BITS = 10;
export const MASK_SIZE = 1 << MASK_BITS;
const MASK = MASK_SIZE - 1;
/** Slots stay below this, so an entry fits an Int32Array's element. */
export const SLOT_LIMIT = 1 << (30 - MASK_BITS);

const ANY_EQUALS = NAME_EQUALS | PART_EQUALS | MAKER_EQUALS;

export type Postings = {
  /**
   * slot × 1024 + mask, ascending. Entries of removed products stay until the next build (their slot
   * is dead). A typed array exactly as long as the list, as a group's slots are: it holds an entry
   * in 4 bytes where a plain array takes 8, and reads past its end answer undefined all the same
   * (decision 178). A put copies each list it adds to once (`appended`).
   */
  entries: Int32Array;
  /** Live products with a token beginning with the prefix. */
  count: number;
  /** Live products with a token equal to it. */
  equal: number;
  /** Every mask ever filed here, or-ed: what the best entry could be. */
  any: number;
  /**
   * A long list's best few entries for its prefix typed alone, best first (text-index.ts): worked
   * out at a build and kept as products are filed; undefined until then, or once one of them is removed.
   */
  top: number[] | undefined;
  /**
   * A long list's live slots grouped by mask, each group in slot order (decision 171): a walk for
   * suggestions reads the groups that could score most first. Worked out at a build, again at
   * the first walk after a product is filed; undefined until then.
   */
  groups: Groups | undefined;
};

/**
 * A list's live slots, group after group, each group's ascending: group `g` holds the products that
 * match the prefix in ways that score the same (`masks[g]` one of them), at `slots[starts[g]]` up to
 * `slots[starts[g + 1]]`. One array a list, rather than one a group, keeps the memory down.
 */
export type Groups = { slots: Int32Array; masks: number[]; starts: number[] };

export const entryOf = (slot: number, mask: number) => slot * (MASK + 1) + mask;
export const slotOf = (entry: number) => entry >> MASK_BITS;
export const maskOf = (entry: number) => entry & MASK;
export const equalsAny = (mask: number) => (mask & ANY_EQUALS) !== 0;

/** The masks of one product, by prefix. */
export function prefixMasks(
  fields: { name: readonly string[]; partNumber: readonly string[]; manufacturer: readonly string[] },
  head: readonly string[],
  firstWord: readonly string[],
): Map<string, number> {
  const masks = new Map<string, number>();
  const mark = (tokens: readonly string[], begins: number, equals: number, onlyKnown: boolean) => {
    for (const token of tokens)
      for (let length = 1; length <= token.length; length++) {
        const prefix = token.slice(0, length);
        const known = masks.get(prefix);
        if (onlyKnown && known === undefined) continue;
        masks.set(prefix, (known ?? 0) | begins | (length === token.length ? equals : 0));
      }
  };
  mark(fields.name, NAME_BEGINS, NAME_EQUALS, false);
  mark(fields.partNumber, PART_BEGINS, PART_EQUALS, false);
  mark(fields.manufacturer, MAKER_BEGINS, MAKER_EQUALS, false);
  // The category and the first word qualify a match; they never make one.
  mark(head, HEAD_BEGINS, HEAD_EQUALS, true);
  mark(firstWord, FIRST_BEGINS, FIRST_EQUALS, true);
  return masks;
}

/** The first index at or after `from`, and before `end`, whose slot is at least `slot` (else `end`). */
export const seekSlot = (slots: Int32Array, from: number, slot: number, end: number): number =>
  gallop(slots, from, slot, end);

/** The first index at or after `from` whose entry's slot is at least `slot`. */
export const seek = (entries: Int32Array, from: number, slot: number): number =>
  gallop(entries, from, entryOf(slot, 0), entries.length);

/** The first index at or after `from`, before `end`, whose value is at least `least`, in ascending values (galloping, then binary). */
function gallop(values: Int32Array, from: number, least: number, end: number): number {
  if (from >= end || values[from]! >= least) return from;
  let step = 1;
  let low = from;
  let high = from + 1;
  while (high < end && values[high]! < least) {
    low = high;
    step *= 2;
    high = from + step;
  }
  high = Math.min(high, end);
  while (low + 1 < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < least) low = middle;
    else high = middle;
  }
  return high;
}

/** A posting list read along in slot order, and where the reading has got to. */
export type Reading = { entries: Int32Array; cursor: number };

/** The mask of the product in `slot`, or 0 when the list does not hold it. A reading only moves forward. */
export function maskAt(reading: Reading, slot: number): number {
  reading.cursor = seek(reading.entries, reading.cursor, slot);
  const entry = reading.entries[reading.cursor];
  return entry !== undefined && slotOf(entry) === slot ? maskOf(entry) : 0;
}

/** The list's entries followed by `added` (in slot order, after its last), in one new array. */
export function appended(entries: Int32Array, added: readonly number[]): Int32Array {
  const grown = new Int32Array(entries.length + added.length);
  grown.set(entries);
  grown.set(added, entries.length);
  return grown;
}
