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
      "--brand-accent": "#e0a526",
      "--brand-surface": "#f7f3ee",
      "--brand-text": "#222222",
    });
  });
});
