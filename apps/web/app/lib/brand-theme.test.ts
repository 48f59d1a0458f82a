import { describe, expect, it } from "vitest";
import { contrastRatio, readableOn, themeVariables } from "./brand-theme.ts";

describe("brand theme colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("red", "#fff")).toBeNull();
  });

  it("keeps a text colour that reads at AA and replaces one that does not", () => {
    expect(readableOn("#0b4f6c", "#ffffff")).toBe("#ffffff");
    expect(readableOn("#f2a900", "#ffffff")).toBe("#000000");
    expect(readableOn("#1a1a1a", "#333333")).toBe("#ffffff");
  });

  it("writes the brand's colours as CSS variables", () => {
    const variables = themeVariables({
      primary: "#7a1f1f",
      primaryContrast: "#ffffff",
      accent: "#e0a526",
      surface: "#f7f3ee",
      text: "#222222",
    }) as Record<string, string>;
    expect(variables).toEqual({
      "--brand-primary": "#7a1f1f",
      "--brand-primary-contrast": "#ffffff",
      "--brand-ink": "#7a1f1f",
      "--brand-accent": "#e0a526",
      "--brand-surface": "#f7f3ee",
      "--brand-text": "#222222",
    });
  });

  it("writes links and icons in the brand colour only where it reads on the page: a yellow brand's are the text colour", () => {
    const ink = (primary: string, surface = "#ffffff") =>
      (themeVariables({ primary, primaryContrast: "#111111", accent: "#000000", surface, text: "#1a1a1a" }) as Record<string, string>)[
        "--brand-ink"
      ];
    expect(ink("#1f4e79")).toBe("#1f4e79");
    expect(ink("#ffd100")).toBe("#1a1a1a");
    // Readable on white but not on a darker surface.
    expect(ink("#5a6b7c", "#c0c0c0")).toBe("#1a1a1a");
  });
});
