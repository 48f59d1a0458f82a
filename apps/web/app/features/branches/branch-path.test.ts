import { describe, expect, it } from "vitest";
import { branchIdFrom, branchPath, branchPathById } from "./branch-path.ts";

describe("branch addresses (spec/2 §2 /storefinder/store/{store-name-slug}-{id})", () => {
  it("puts the id after the slug", () => {
    expect(branchPath({ slug: "ipswich-bu014", id: 12 })).toBe("/storefinder/store/ipswich-bu014-12");
  });

  it("reads the id after the last hyphen, whatever hyphens the slug holds", () => {
    expect(branchIdFrom("stoke-on-trent-hb020-37")).toBe(37);
    expect(branchIdFrom("42")).toBe(42);
  });

  it("has no id when the end is not a whole number", () => {
    for (const segment of [
      "ipswich-bu014",
      "ipswich-",
      "ipswich-1.5",
      "ipswich-0",
      "ipswich-99999999999",
      "x-1e3",
    ]) {
      expect(branchIdFrom(segment), segment).toBeNull();
    }
  });
});

describe("a branch known by its id alone (a branch-name search result)", () => {
  it("has an address its page reads and moves to its full one", () => {
    expect(branchPathById(37)).toBe("/storefinder/store/37");
    expect(branchIdFrom("37")).toBe(37);
  });
});
