import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandPalette, contrastFailures, type BrandPalette } from "@merchant/domain/brand-theme";
import { PALETTE_VARIABLES, themeVariables } from "./brand-theme.ts";

const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");

/** The `--brand-*` defaults of app.css's :root block. */
function rootDefaults(): Record<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  return Object.fromEntries(
    [...block.matchAll(/(--brand-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]),
  );
}

describe("brand theme colours", () => {
  it("writes the brand's palette as CSS variables", () => {
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
      "--brand-muted": "#646464",
      "--brand-field": "#858585",
      "--brand-highlight": "#e0a526",
      "--brand-on-highlight": "#222222",
    });
  });

  it("writes links and icons in the brand colour only where it reads on the page: a yellow brand's are the text colour", () => {
    const ink = (primary: string, surface = "#ffffff") =>
      (
        themeVariables({
          primary,
          primaryContrast: "#111111",
          accent: "#000000",
          surface,
          text: "#1a1a1a",
        }) as Record<string, string>
      )["--brand-ink"];
    expect(ink("#1f4e79")).toBe("#1f4e79");
    expect(ink("#ffd100")).toBe("#1a1a1a");
    // Readable on white but not on a darker surface.
    expect(ink("#5a6b7c", "#c0c0c0")).toBe("#1a1a1a");
  });

  it("gives every palette colour a default in app.css and a Tailwind token", () => {
    const defaults = rootDefaults();
    expect(Object.keys(defaults).sort()).toEqual(Object.values(PALETTE_VARIABLES).sort());
    for (const variable of Object.values(PALETTE_VARIABLES)) expect(css).toContain(`var(${variable})`);
  });

  it("has defaults (BU's palette, shown before the API answers and on the error page) that pass AA contrast", () => {
    const defaults = rootDefaults();
    const palette = Object.fromEntries(
      Object.entries(PALETTE_VARIABLES).map(([key, variable]) => [key, defaults[variable]]),
    ) as BrandPalette;
    expect(contrastFailures(palette)).toEqual([]);
    // The defaults are a palette the domain would make: nothing hand-picked that it would replace.
    expect(brandPalette({ ...palette, primaryContrast: palette.onPrimary })).toEqual(palette);
  });
});
