import { describe, expect, it } from "vitest";
import { branchIdFrom, branchPath } from "./branch-path.ts";

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
