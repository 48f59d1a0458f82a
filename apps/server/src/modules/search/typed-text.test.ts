import { describe, expect, it } from "vitest";
import { applyCorrections, autocompleteTerms, isCorrectable, normaliseTyped, wordsOf } from "./typed-text.ts";

describe("reading what was typed", () => {
  it("treats case and spacing as the same search", () => {
    expect(normaliseTyped("  Treated   TIM ")).toBe("treated tim");
  });

  it("keeps only letters and digits as words, so nothing reads as a search operator", () => {
    expect(wordsOf("oak & 'beam':* | 47x100mm!")).toEqual(["oak", "beam", "47x100mm"]);
  });

  it("matches the last word as a prefix and the rest as finished words", () => {
    expect(autocompleteTerms("treated tim")).toEqual({ finished: "treated", prefix: "tim" });
    expect(autocompleteTerms("plasterb")).toEqual({ finished: "", prefix: "plasterb" });
    expect(autocompleteTerms("&&&")).toBeUndefined();
  });

  it("corrects words of three letters or more without digits", () => {
    expect(["timbr", "plasterbord"].every(isCorrectable)).toBe(true);
    expect(["or", "12mm", "c24"].some(isCorrectable)).toBe(false);
  });

  it("swaps corrected words in place and keeps the rest as typed", () => {
    const corrections = new Map([
      ["timbr", "timber"],
      ["plasterbord", "plasterboard"],
    ]);
    expect(applyCorrections('"Timbr" or plasterbord -oak', corrections)).toBe(
      '"timber" or plasterboard -oak',
    );
  });
});
