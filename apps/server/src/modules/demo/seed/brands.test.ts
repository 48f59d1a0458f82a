import { describe, expect, it } from "vitest";
import { brandPalette, contrastFailures } from "@merchant/domain/brand-theme";
import { SEED_BRANDS } from "./brands.ts";

describe("demo brands", () => {
  it("are BU, HB, TG and SG, each on its own ERP", () => {
    expect(SEED_BRANDS.map((b) => [b.code, b.erp])).toEqual([
      ["BU", "bistrack"],
      ["HB", "counteract"],
      ["TG", "ax"],
      ["SG", "opal"],
    ]);
  });

  it("each have their own name, tagline and colours", () => {
    expect(new Set(SEED_BRANDS.map((b) => b.name)).size).toBe(4);
    expect(new Set(SEED_BRANDS.map((b) => b.theme.primary)).size).toBe(4);
    for (const brand of SEED_BRANDS) expect(brand.tagline.length).toBeGreaterThan(10);
  });

  // Each colour the pages paint with, from the brand's own values, against what it is painted on:
  // text 4.5:1, the basket badge, mark and field edges 3:1 (docs/decisions/138).
  it.each(SEED_BRANDS.map((b) => [b.code, b.theme] as const))(
    "%s passes WCAG AA contrast in every colour pair its pages paint",
    (_, theme) => {
      expect(contrastFailures(brandPalette(theme))).toEqual([]);
    },
  );

  it("keep their own colour for the header bar and buttons, and for links where it reads (all but SG's yellow)", () => {
    const palettes = SEED_BRANDS.map((b) => [b.code, b.theme, brandPalette(b.theme)] as const);
    for (const [, theme, palette] of palettes) expect(palette.primary).toBe(theme.primary);
    expect(
      palettes.filter(([, theme, palette]) => palette.ink === theme.primary).map(([code]) => code),
    ).toEqual(["BU", "HB", "TG"]);
  });

  it("send branch mail to reserved .example domains only", () => {
    for (const brand of SEED_BRANDS) expect(brand.mailDomain).toMatch(/\.example$/);
  });
});
