/**
 * A small in-process cache of answers that expire after a fixed time, least recently used
 * first out when full. It holds promises, so fifty shoppers asking for the same listing at
 * once share one database query instead of queueing fifty (PGlite runs one query at a time).
 * A failed load is forgotten at once so the next request tries again.
 */
export type TtlCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
};

export type TtlCacheOptions = { ttlMs: number; maxEntries: number; now?: () => number };

export function createTtlCache<V>({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions): TtlCache<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
