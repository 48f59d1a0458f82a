/**
 * The best few of many, kept in order as they come (issue 13): suggestions stream into it and stop
 * once nothing can beat the last kept; a search page puts in order only the hits that reach it.
 */

/**
 * The best `count` items offered, in `compare`'s order. An item equal to one kept goes after it, so
 * among equals the one offered first stays ahead.
 */
export function bestKept<T>(count: number, compare: (a: T, b: T) => number) {
  const kept: T[] = [];
  return {
    kept,
    /** The last kept once `count` are: what an offer must beat. Undefined before. */
    last: (): T | undefined => (kept.length === count ? kept[count - 1] : undefined),
    offer(item: T): void {
      if (kept.length === count && compare(item, kept[count - 1]!) >= 0) return;
      let low = 0;
      let high = kept.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (compare(kept[middle]!, item) <= 0) low = middle + 1;
        else high = middle;
      }
      kept.splice(low, 0, item);
      if (kept.length > count) kept.pop();
    },
  };
}

/**
 * The first `count` of the positions 0 … `length` − 1 that `passes` (every one without it), in
 * `compare`'s order (a total order), as a full sort would give them. No list of the positions is
 * made unless they are few enough to sort.
 */
export function firstPositions(
  length: number,
  count: number,
  compare: (a: number, b: number) => number,
  passes?: (at: number) => boolean,
): number[] {
  if (count * 16 >= length) {
    const positions: number[] = [];
    for (let at = 0; at < length; at++) if (!passes || passes(at)) positions.push(at);
    return positions.sort(compare).slice(0, count);
  }
  const best = bestKept(count, compare);
  for (let at = 0; at < length; at++) if (!passes || passes(at)) best.offer(at);
  return best.kept;
}
