import type { CSSProperties } from "react";
import type { BrandTheme } from "@merchant/contract";

/** WCAG AA for normal text. */
const AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two hex colours, or null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = channels(a);
  const second = channels(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The wanted text colour on this background if it reads at AA, else black or white, whichever reads better. */
export function readableOn(background: string, wanted: string): string {
  const ratio = contrastRatio(background, wanted);
  if (ratio === null || ratio >= AA_CONTRAST) return wanted;
  return (contrastRatio(background, "#ffffff") ?? 0) >= (contrastRatio(background, "#000000") ?? 0) ? "#ffffff" : "#000000";
}

/** The brand colour for links and icons on the page, if it reads there at AA; else the body text colour (SG's yellow). */
function brandInk(theme: BrandTheme, text: string): string {
  const reads = (background: string) => (contrastRatio(background, theme.primary) ?? 0) >= AA_CONTRAST;
  return reads("#ffffff") && reads(theme.surface) ? theme.primary : text;
}

/**
 * The brand's colours (GET /api/site) as the CSS variables app.css maps to Tailwind tokens.
 * Text colours are checked against their backgrounds, so an operator's colour choice cannot
 * make the header, links or body text unreadable.
 */
export function themeVariables(theme: BrandTheme): CSSProperties {
  const text = readableOn(theme.surface, readableOn("#ffffff", theme.text));
  return {
    "--brand-primary": theme.primary,
    "--brand-primary-contrast": readableOn(theme.primary, theme.primaryContrast),
    "--brand-ink": brandInk(theme, text),
    "--brand-accent": theme.accent,
    "--brand-surface": theme.surface,
    "--brand-text": text,
  } as CSSProperties;
}
