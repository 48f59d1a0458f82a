/**
 * The few closest of many, closest first, in one pass: a nearby search keeps 20 of 2,000
 * branches, so it keeps a short sorted list instead of sorting them all. Ties go to the lower id,
 * so the order is the same on every call.
 */
export type Ranked<T> = { item: T; id: number; distance: number };

export function nearestFirst<T>(limit: number) {
  const kept: Ranked<T>[] = [];
  const before = (distance: number, id: number, other: Ranked<T>) =>
    distance < other.distance || (distance === other.distance && id < other.id);

  return {
    /** Whether something this far would be kept: when not, the caller can skip working it out further. */
    wants(distance: number, id: number): boolean {
      return limit > 0 && (kept.length < limit || before(distance, id, kept[kept.length - 1]!));
    },
    offer(item: T, id: number, distance: number): void {
      if (!this.wants(distance, id)) return;
      let at = kept.length;
      while (at > 0 && before(distance, id, kept[at - 1]!)) at--;
      kept.splice(at, 0, { item, id, distance });
      if (kept.length > limit) kept.pop();
    },
    /** What was kept, closest first. */
    list(): Ranked<T>[] {
      return kept;
    },
  };
}
