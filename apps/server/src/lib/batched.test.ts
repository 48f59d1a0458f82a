import { describe, expect, it } from "vitest";
import { ANSWERS_PER_TURN, batched } from "./batched.ts";

/** A load that records its batches and answers when told. */
function recordingLoad() {
  const batches: string[][] = [];
  const finish: (() => void)[] = [];
  const load = (keys: string[]) => {
    batches.push(keys);
    return new Promise<Map<string, string>>((resolve) =>
      finish.push(() =>
        resolve(new Map(keys.filter((key) => key !== "none").map((key) => [key, key.toUpperCase()]))),
      ),
    );
  };
  return { batches, finish, load };
}

describe("batched reads", () => {
  it("reads a lone key at once, and keys asked for during a read together in the next, each answered its own", async () => {
    const { batches, finish, load } = recordingLoad();
    const read = batched(load);
    const first = read("a");
    expect(batches).toEqual([["a"]]);
    const later = [read("b"), read("c"), read("b"), read("none")];
    expect(batches).toHaveLength(1);
    finish.shift()!();
    expect(await first).toBe("A");
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches[1]).toEqual(["b", "c", "none"]);
    finish.shift()!();
    expect(await Promise.all(later)).toEqual(["B", "C", "B", undefined]);
  });

  it("keeps at most `most` keys in a batch and `lanes` reads under way", async () => {
    const { batches, finish, load } = recordingLoad();
    const read = batched(load, { lanes: 2, most: 2 });
    const all = ["a", "b", "c", "d", "e"].map(read);
    expect(batches).toEqual([["a"], ["b"]]);
    while (finish.length > 0) {
      finish.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(batches.slice(2)).toEqual([["c", "d"], ["e"]]);
    expect(await Promise.all(all)).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("answers a large batch a few to a turn, and reads keys asked for meanwhile before the rest are answered", async () => {
    const { batches, finish, load } = recordingLoad();
    const read = batched(load);
    void read("a");
    const keys = Array.from({ length: 3 * ANSWERS_PER_TURN }, (_, k) => `k${k}`);
    const answered: string[] = [];
    const all = keys.map((key) => read(key).then((value) => answered.push(value!)));
    finish.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches[1]).toEqual(keys);
    finish.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toEqual(keys.slice(0, ANSWERS_PER_TURN).map((key) => key.toUpperCase()));
    // The batch is still being answered, yet a key asked for now is read at once.
    void read("late");
    expect(batches[2]).toEqual(["late"]);
    await Promise.all(all);
    expect(answered).toEqual(keys.map((key) => key.toUpperCase()));
  });

  it("fails every request of a batch whose read fails, and reads on afterwards", async () => {
    let fail = true;
    const read = batched(async (keys: string[]) => {
      if (fail) throw new Error("database gone");
      return new Map(keys.map((key) => [key, key]));
    });
    await expect(read("a")).rejects.toThrow("database gone");
    fail = false;
    expect(await read("b")).toBe("b");
  });
});
