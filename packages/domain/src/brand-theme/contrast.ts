/**
 * WCAG 2 colour contrast, on the #rgb and #rrggbb colours a brand's theme is written in
 * (docs/decisions/138-brand-contrast-and-layout.md).
 */

/** WCAG AA: normal text. */
export const AA_TEXT = 4.5;
/** WCAG AA: large text (24 px, or 18.66 px bold), and the parts of controls and graphics that must be seen. */
export const AA_LARGE_TEXT_AND_CONTROLS = 3;

export const WHITE = "#ffffff";
export const BLACK = "#000000";

type Channels = [number, number, number];

function channels(hex: string): Channels | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as Channels;
}

function luminance([r, g, b]: Channels): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two hex colours (1 to 21), or null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = channels(a);
  const second = channels(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** True when the two colours reach the ratio; a colour that is not hex never does. */
export function reaches(a: string, b: string, minimum: number): boolean {
  return (contrastRatio(a, b) ?? 0) >= minimum;
}

/**
 * `share` of the colour over white, as a browser paints `color-mix(in srgb, colour N%, white)` or
 * the colour at that opacity on white. Not a hex colour: returned as it is.
 */
export function tintOnWhite(colour: string, share: number): string {
  const parsed = channels(colour);
  if (!parsed) return colour;
  const mixed = parsed.map((value) => Math.round(value * share + 255 * (1 - share)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/** The wanted colour on this background if it reaches the ratio, else black or white, whichever reads better. */
export function readableOn(background: string, wanted: string, minimum = AA_TEXT): string {
  const ratio = contrastRatio(background, wanted);
  if (ratio === null || ratio >= minimum) return wanted;
  // The background is a hex colour here: the ratio above was measured.
  return contrastRatio(background, WHITE)! >= contrastRatio(background, BLACK)! ? WHITE : BLACK;
}
