/**
 * An in-process cache of answers that expire after a fixed time, least recently used first out
 * when full (lru-cache). Concurrent misses of one key share one load, so fifty shoppers asking
 * for the same listing at once cost one database query instead of fifty queued ones (PGlite runs
 * one query at a time). A failed load is not kept, so the next request tries again.
 */
import { LRUCache } from "lru-cache";

export type AnswerCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
};

export type AnswerCacheOptions = { ttlMs: number; maxEntries: number; now?: () => number };

/** lru-cache keeps no `undefined`: each answer is boxed, so "no such picture" is kept too. */
type Boxed<V> = { answer: V };

export function createAnswerCache<V>({ ttlMs, maxEntries, now }: AnswerCacheOptions): AnswerCache<V> {
  const cache = new LRUCache<string, Boxed<V>, () => Promise<V>>({
    max: maxEntries,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    fetchMethod: async (_key, _stale, { context: load }) => ({ answer: await load() }),
  });
  return {
    async get(key, load) {
      const boxed = await cache.fetch(key, { context: load });
      return (boxed as Boxed<V>).answer;
    },
    clear: () => cache.clear(),
  };
}
