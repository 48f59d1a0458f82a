import { describe, expect, it } from "vitest";
import { SEED_BRANDS } from "./brands.ts";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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

  it.each(SEED_BRANDS.map((b) => [b.code, b.theme] as const))(
    "%s keeps AA contrast for buttons and body text",
    (_, theme) => {
      expect(contrast(theme.primary, theme.primaryContrast)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.text, theme.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("send branch mail to reserved .example domains only", () => {
    for (const brand of SEED_BRANDS) expect(brand.mailDomain).toMatch(/\.example$/);
  });
});
