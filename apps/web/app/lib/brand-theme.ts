import type { CSSProperties } from "react";
import type { BrandTheme } from "@merchant/contract";
import { brandPalette, type BrandPalette } from "@merchant/domain/brand-theme";

/** Each palette colour's CSS variable, which app.css maps to a Tailwind colour token. */
export const PALETTE_VARIABLES: Record<keyof BrandPalette, string> = {
  primary: "--brand-primary",
  onPrimary: "--brand-primary-contrast",
  ink: "--brand-ink",
  accent: "--brand-accent",
  surface: "--brand-surface",
  text: "--brand-text",
  muted: "--brand-muted",
  field: "--brand-field",
  highlight: "--brand-highlight",
  onHighlight: "--brand-on-highlight",
};

/**
 * The brand's colours (GET /api/site) as the CSS variables of <html data-brand>. Every colour is
 * the domain's palette, checked against what it is painted on (docs/decisions/138), so an
 * operator's colour choice cannot make the header, links, the basket count or body text unreadable.
 */
export function themeVariables(theme: BrandTheme): CSSProperties {
  const palette = brandPalette(theme);
  return Object.fromEntries(
    Object.entries(PALETTE_VARIABLES).map(([key, variable]) => [
      variable,
      palette[key as keyof BrandPalette],
    ]),
  ) as CSSProperties;
}
