/**
 * Which products have a word beginning with one or two given characters (issue 13): "guard b" is
 * guards with a word starting "b". Asking the text index for every word beginning "b" would join
 * thousands of words' postings on each key press; instead each one- and two-character beginning
 * keeps a bitmap of the products holding it, and hits of the rest of the query are filtered by it.
 */
export const SHORT_PREFIX_LENGTH = 2;

export function createShortPrefixes() {
  const bitmaps = new Map<string, Uint8Array>();
  const beginningsOf = (tokens: Iterable<string>) => {
    const beginnings = new Set<string>();
    for (const token of tokens)
      for (let length = 1; length <= Math.min(SHORT_PREFIX_LENGTH, token.length); length++)
        beginnings.add(token.slice(0, length));
    return beginnings;
  };
  const bitmapFor = (beginning: string, id: number) => {
    let bitmap = bitmaps.get(beginning);
    if (!bitmap || bitmap.length <= id >> 3) {
      const grown = new Uint8Array(Math.max(1024, ((id >> 3) + 1) * 2));
      if (bitmap) grown.set(bitmap);
      bitmaps.set(beginning, (bitmap = grown));
    }
    return bitmap;
  };

  return {
    add(id: number, tokens: Iterable<string>): void {
      for (const beginning of beginningsOf(tokens)) bitmapFor(beginning, id)[id >> 3]! |= 1 << (id & 7);
    },

    remove(id: number, tokens: Iterable<string>): void {
      for (const beginning of beginningsOf(tokens)) {
        const bitmap = bitmaps.get(beginning);
        if (bitmap && bitmap.length > id >> 3) bitmap[id >> 3]! &= ~(1 << (id & 7));
      }
    },

    /** Whether the product has a word beginning with `beginning` (one or two characters). */
    has(id: number, beginning: string): boolean {
      const bitmap = bitmaps.get(beginning);
      return bitmap !== undefined && bitmap.length > id >> 3 && (bitmap[id >> 3]! & (1 << (id & 7))) !== 0;
    },
  };
}
