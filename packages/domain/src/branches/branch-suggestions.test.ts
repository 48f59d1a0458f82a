import { describe, expect, it } from "vitest";
import {
  editDistance,
  MAX_BRANCH_SUGGESTIONS,
  suggestBranchNames,
  suggestionDistance,
} from "./branch-suggestions.ts";

const NAMES = [
  "Ipswich",
  "Colchester",
  "Chelmsford",
  "Peterborough",
  "Bury St Edmunds",
  "Edinburgh",
  "Manchester",
  "Winchester",
  "Dorchester",
  "Leicester",
  "Nottingham",
  "Newcastle upon Tyne",
];

describe("edit distance (spec/1 §4 'did you mean')", () => {
  it("counts letters missed, added, changed and swapped", () => {
    expect(editDistance("ipswich", "ipswich")).toBe(0);
    expect(editDistance("ipswch", "ipswich")).toBe(1);
    expect(editDistance("ipswitch", "ipswich")).toBe(1);
    expect(editDistance("ipswich", "ipswick")).toBe(1);
    expect(editDistance("edinbrugh", "edinburgh")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("stops once past its limit", () => {
    expect(editDistance("aaaaaaaa", "bbbbbbbb", 2)).toBe(3);
    expect(editDistance("ab", "abcdefgh", 2)).toBe(3);
  });
});

describe("spec/1 §3–§4 branch names suggested when a phrase matches none", () => {
  it("suggests the branch a misspelt phrase meant", () => {
    expect(suggestBranchNames("Ipswitch", NAMES)).toEqual(["Ipswich"]);
    expect(suggestBranchNames("Edinbrugh", NAMES)).toEqual(["Edinburgh"]);
    expect(suggestBranchNames("nottingam", NAMES)).toEqual(["Nottingham"]);
  });

  it("matches one word of a longer name, and the start of a name typed part way with a slip", () => {
    expect(suggestBranchNames("Edmunds", NAMES)).toEqual([]); // contained as typed: a result, not a suggestion
    expect(suggestBranchNames("Edmonds", NAMES)).toEqual(["Bury St Edmunds"]);
    expect(suggestBranchNames("Peterbro", NAMES)).toEqual(["Peterborough"]);
    expect(suggestBranchNames("Newcastel", NAMES)).toEqual(["Newcastle upon Tyne"]);
  });

  it("puts the closest first, then alphabetical order, at most five", () => {
    expect(suggestBranchNames("Winchestr", NAMES)).toEqual(["Winchester", "Manchester"]);
    expect(suggestBranchNames("Chester", NAMES)).toEqual([]); // in four names as typed: those are results
    const many = Array.from({ length: 12 }, (_, i) => `Town${String.fromCharCode(97 + i)}`);
    expect(suggestBranchNames("Townz", many)).toEqual(["Towna", "Townb", "Townc", "Townd", "Towne"]);
    expect(MAX_BRANCH_SUGGESTIONS).toBe(5);
  });

  it("suggests nothing for a phrase far from every name, and each name once", () => {
    expect(suggestBranchNames("Zzyzx Road", NAMES)).toEqual([]);
    expect(suggestBranchNames("Ipswitch", ["Ipswich", "Ipswich", "IPSWICH"])).toEqual(["Ipswich"]);
  });

  it("allows one slip in a short phrase and more in a long one", () => {
    expect(suggestionDistance("lees", "Leeds")).toBe(1);
    expect(suggestionDistance("lxxs", "Leeds")).toBeNull();
    expect(suggestionDistance("manchaster", "Manchester")).toBe(1);
    expect(suggestionDistance("mnachestre", "Manchester")).toBe(2);
  });
});
