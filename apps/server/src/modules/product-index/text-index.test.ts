/** issue 13: the text index's reading of a query, on a handful of titles, without a database. */
import { describe, expect, it } from "vitest";
import { expandQuery, searchTokens, synonymIndex } from "@merchant/domain/search";
import { createTextIndex } from "./text-index.ts";

const index = createTextIndex(searchTokens);
const product = (id: number, name: string, category: string, manufacturer = "Harrowgate") => ({
  id,
  name,
  manufacturer,
  partNumber: `P${id}`,
  categoryHead: searchTokens(category.split(" ").at(-1)!),
});
index.put([
  product(1, "Door Guard Brass", "Door Furniture"),
  product(2, "Door Guard Chrome", "Door Furniture"),
  product(3, "Stove Rope 10mm", "Stove Rope and Glass"),
  product(4, "Harlow Multi-fuel Stove 5kW", "Multi Fuel Stoves"),
  product(5, "Sapele Board", "Hardwood", "Emberline Stoves"),
]);
/** The best ten, best first. */
const found = (text: string) => index.best(expandQuery(text, synonymIndex()), 10);

describe("the text index", () => {
  it("filters by a word's first one or two letters instead of searching every word they begin", () => {
    expect(found("guard b")).toEqual([1]);
    expect(found("guard ch")).toEqual([2]);
  });

  it("answers nothing for a letter or two alone, once connecting words are set aside", () => {
    expect(found("to s")).toEqual([]);
  });

  it("puts the product whose category is named by the word first, and a maker's name after the product's own", () => {
    expect(found("stove")).toEqual([4, 3, 5]);
    expect(found("stoves")[0]).toBe(4);
  });

  it("finds the same products for the results page as for suggestions", () => {
    const hits = index.search(expandQuery("stove", synonymIndex()));
    expect([...hits.ids].sort()).toEqual([3, 4, 5]);
    expect(hits.scores).toHaveLength(3);
  });

  it("matches a word still being typed as the beginning of a token, a finished word only whole", () => {
    expect(found("door gu")).toEqual([1, 2]);
    expect(found("door gu ")).toEqual([]);
  });

  it("keeps the order of a first filing and counts products filed again since", () => {
    expect(index.disordered).toBe(0);
    index.put([product(2, "Door Guard Chrome", "Door Furniture")]);
    expect(index.disordered).toBe(1);
    expect(found("door guard")).toEqual([1, 2]);
  });

  it("forgets a removed product and its words", () => {
    index.remove([5]);
    expect(found("sapele")).toEqual([]);
    expect(index.uses("sapele")).toBe(0);
  });
});

describe("a prefix typed alone, read from its list's kept best", () => {
  const many = createTextIndex(searchTokens);
  const names = ["Timber Batten", "Treated Timber", "Timberline Sealant", "Sawn Timber Post", "Timbre Bell"];
  const categories = ["Treated Timber", "Sealants", "Fencing", "Door Furniture"];
  const item = (id: number) =>
    product(
      id,
      `${names[id % names.length]} ${id}`,
      categories[id % categories.length]!,
      id % 7 ? "Harrowgate" : "Timbermakers",
    );
  many.put(Array.from({ length: 120 }, (_, k) => item(k + 1)));
  const plan = (text: string) => expandQuery(text, synonymIndex());
  /** The same question walked: an exclusion no product has sends it down the walk. */
  const walked = (text: string) => many.best(plan(text), 6, ["nothingistoldthis"]);
  const typed = ["tim", "timb", "timber", "timberl", "tre", "bat", "harr"];

  it("answers as walking the list would", () => {
    for (const text of typed) expect(many.best(plan(text), 6), text).toEqual(walked(text));
    expect(many.best(plan("timber"), 6)).toHaveLength(6);
  });

  it("finds every product with both words, however far apart they sit in the two words' lists", () => {
    const expected = Array.from({ length: 120 }, (_, k) => k + 1).filter(
      (id) => id % 5 === 2 && id % 7 !== 0,
    );
    expect([...many.search(plan("harrowgate timberl")).ids].sort((a, b) => a - b)).toEqual(expected);
    expect([...many.search(plan("timberline harr")).ids].sort((a, b) => a - b)).toEqual(expected);
  });

  it("stays the walk's answer as products are removed and filed again", () => {
    const [first, second] = many.best(plan("timber"), 6);
    many.remove([first!]);
    many.put([item(second!), product(500, "Timber", "Treated Timber")]);
    for (const text of typed) expect(many.best(plan(text), 6), text).toEqual(walked(text));
    expect(many.best(plan("timber"), 6)).not.toContain(first);
    expect(many.best(plan("timber"), 6)).toContain(500);
  });
});

describe("suggestions read from the groups of the driving list (decision 171)", () => {
  const words = ["timber", "treated", "batten", "board", "oak", "sawn", "post", "beam", "plaster", "brass"];
  const makers = ["Harrowgate", "Timbermakers", "Oakley", "Brassworks"];
  const categories = ["Treated Timber", "Oak Boards", "Fencing Posts", "Door Furniture", "Plaster Beads"];
  let seed = 11;
  const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
  const item = (id: number) => {
    const name = Array.from({ length: 2 + random(3) }, () => words[random(words.length)]!).join(" ");
    return product(
      id,
      `${name} ${id}`,
      categories[random(categories.length)]!,
      makers[random(makers.length)],
    );
  };
  const grouped = createTextIndex(searchTokens, { groupedList: 0 });
  const inSlotOrder = createTextIndex(searchTokens, { groupedList: Infinity });
  const products = Array.from({ length: 1_500 }, (_, k) => item(k + 1));
  grouped.put(products);
  inSlotOrder.put(products);
  const plan = (text: string) => expandQuery(text, synonymIndex());
  const texts = words.flatMap((first) =>
    ["t", "tr", "b", "bo", "oa", "pla", "har", "timbermakers"].map((next) => `${first} ${next}`),
  );
  const both = (text: string) => [grouped.best(plan(text), 6), inSlotOrder.best(plan(text), 6)];

  it("answers as the walk in slot order does, ties to the more popular product", () => {
    for (const text of texts) {
      const [fromGroups, walked] = both(text);
      expect(fromGroups, text).toEqual(walked);
    }
    expect(both("timber b")[0]).toHaveLength(6);
  });

  it("still does once products are removed and filed again", () => {
    const removed = grouped.best(plan("timber b"), 3);
    grouped.remove(removed);
    inSlotOrder.remove(removed);
    const refiled = [item(7), item(8), item(2_000)];
    grouped.put(refiled);
    inSlotOrder.put(refiled);
    for (const text of texts) {
      const [fromGroups, walked] = both(text);
      expect(fromGroups, text).toEqual(walked);
    }
  });
});
