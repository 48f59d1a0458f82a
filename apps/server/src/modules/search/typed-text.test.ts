import { describe, expect, it } from "vitest";
import { applyCorrections, exclusionsOf, normaliseTyped, wordsOf } from "./typed-text.ts";

describe("reading what was typed", () => {
  it("treats case and spacing as the same search", () => {
    expect(normaliseTyped("  Treated   TIM ")).toBe("treated tim");
  });

  it("keeps only letters and digits as words", () => {
    expect(wordsOf("oak & 'beam':* | 47x100mm!")).toEqual(["oak", "beam", "47x100mm"]);
  });

  it("reads a minus before a word as leaving it out, and quotes as plain words", () => {
    expect(exclusionsOf('"treated timber" -batten')).toEqual({
      included: "treated timber",
      excluded: ["batten"],
    });
    expect(exclusionsOf("pre-stressed lintel")).toEqual({ included: "pre-stressed lintel", excluded: [] });
  });

  it("swaps corrected words in place and keeps the rest as typed", () => {
    const corrections = new Map([
      ["timbr", "timber"],
      ["plasterbord", "plasterboard"],
    ]);
    expect(applyCorrections("Treated Timbr or plasterbord", corrections)).toBe(
      "Treated timber or plasterboard",
    );
  });
});
