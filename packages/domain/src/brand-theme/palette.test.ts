import { describe, expect, it } from "vitest";
import { contrastRatio, readableOn, reaches, tintOnWhite } from "./contrast.ts";
import { brandPalette, contrastFailures, contrastPairs, type BrandColours } from "./palette.ts";

const navy: BrandColours = {
  primary: "#1f4e79",
  primaryContrast: "#ffffff",
  accent: "#f2a900",
  surface: "#ffffff",
  text: "#1a1a1a",
};

describe("WCAG contrast", () => {
  it("measures as WCAG 2 does, on #rgb and #rrggbb", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("red", "#fff")).toBeNull();
    expect(reaches("red", "#fff", 1)).toBe(false);
  });

  it("tints a colour toward white as color-mix in srgb paints it", () => {
    expect(tintOnWhite("#000000", 0.7)).toBe("#4d4d4d");
    expect(tintOnWhite("#1d3557", 0.25)).toBe("#c7cdd5");
    expect(tintOnWhite("var(--x)", 0.5)).toBe("var(--x)");
  });

  it("keeps a text colour that reads and replaces one that does not with black or white", () => {
    expect(readableOn("#0b4f6c", "#ffffff")).toBe("#ffffff");
    expect(readableOn("#f2a900", "#ffffff")).toBe("#000000");
    expect(readableOn("#1a1a1a", "#333333")).toBe("#ffffff");
    // Large text and controls need 3:1 only.
    expect(readableOn("#ffffff", "#8a8a8a", 3)).toBe("#8a8a8a");
    expect(readableOn("#ffffff", "currentColor")).toBe("currentColor");
  });
});

describe("a brand's palette (docs/decisions/138)", () => {
  it("keeps the brand's own colours where they read", () => {
    expect(brandPalette(navy)).toEqual({
      primary: "#1f4e79",
      onPrimary: "#ffffff",
      ink: "#1f4e79",
      accent: "#f2a900",
      surface: "#ffffff",
      text: "#1a1a1a",
      muted: "#5f5f5f",
      field: "#818181",
      highlight: "#f2a900",
      onHighlight: "#1a1a1a",
    });
    expect(contrastFailures(brandPalette(navy))).toEqual([]);
  });

  it("writes a yellow brand's links in its text colour and its bar's text dark", () => {
    const yellow = brandPalette({
      ...navy,
      primary: "#ffd100",
      primaryContrast: "#ffffff",
      accent: "#0a3d62",
    });
    expect(yellow.ink).toBe("#1a1a1a");
    expect(yellow.onPrimary).toBe("#000000");
    // The navy accent stands out on yellow: the badge keeps it, with white figures.
    expect([yellow.highlight, yellow.onHighlight]).toEqual(["#0a3d62", "#ffffff"]);
    expect(contrastFailures(yellow)).toEqual([]);
  });

  it("draws the badge and mark in the bar's text colour where the accent is lost on the bar", () => {
    const red = brandPalette({ ...navy, primary: "#a4261d", accent: "#1d3557" });
    expect([red.highlight, red.onHighlight]).toEqual(["#ffffff", "#1a1a1a"]);
    expect(contrastFailures(red)).toEqual([]);
  });

  it("darkens secondary text and field edges no further than the text colour", () => {
    const grey = brandPalette({ ...navy, text: "#595959", surface: "#eeeeee" });
    expect(grey.muted).toBe("#595959");
    expect(grey.field).toBe("#595959");
  });

  it("names every pair that falls short, with its ratio", () => {
    const palette = { ...brandPalette(navy), muted: "#999999", highlight: "#1f4e79" };
    expect(contrastFailures(palette)).toEqual([
      "secondary text on white: #999999 on #ffffff is 2.85:1, below 4.5:1",
      "secondary text on the surface: #999999 on #ffffff is 2.85:1, below 4.5:1",
      "the basket badge and brand mark on the brand colour: #1f4e79 on #1f4e79 is 1.00:1, below 3:1",
      "the basket count on its badge: #1a1a1a on #1f4e79 is 2.01:1, below 4.5:1",
    ]);
    expect(contrastPairs(palette)).toHaveLength(12);
    expect(contrastFailures({ ...brandPalette(navy), field: "grey" })).toEqual([
      "field edges on white: grey on #ffffff cannot be measured (not a hex colour)",
      "field edges on the surface: grey on #ffffff cannot be measured (not a hex colour)",
    ]);
  });
});
