import { describe, expect, it, vi } from "vitest";
import { createAnswerCache } from "./answer-cache.ts";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the in-process answer cache", () => {
  it("answers from memory until the entry is older than its time to live", async () => {
    const time = clock();
    const cache = createAnswerCache<number>({ ttlMs: 1000, maxEntries: 10, now: time.now });
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);

    expect(await cache.get("tree", load)).toBe(1);
    time.advance(1000);
    expect(await cache.get("tree", load)).toBe(1);
    time.advance(1);
    expect(await cache.get("tree", load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between callers who ask at the same time", async () => {
    const cache = createAnswerCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("page"), 5)));

    const answers = await Promise.all([cache.get("a", load), cache.get("a", load), cache.get("a", load)]);

    expect(answers).toEqual(["page", "page", "page"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("drops the least recently used entry when full", async () => {
    const cache = createAnswerCache<string>({ ttlMs: 1000, maxEntries: 2 });
    const load = (value: string) => vi.fn().mockResolvedValue(value);
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("unused")); // a is now the most recent
    await cache.get("c", load("c"));

    const reloadA = load("a again");
    expect(await cache.get("a", reloadA)).toBe("a");
    expect(reloadA).not.toHaveBeenCalled();
    expect(await cache.get("b", load("b again"))).toBe("b again");
  });

  it("forgets a failed load so the next request tries again", async () => {
    const cache = createAnswerCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get("a", () => Promise.reject(new Error("database away")))).rejects.toThrow(
      "database away",
    );
    expect(await cache.get("a", () => Promise.resolve("back"))).toBe("back");
  });
});
