/**
 * A brand's theme colours (spec/2 §1: BU, HB, TG and SG each look their own) turned into the
 * colours the pages paint with, each checked against what it is painted on, so no brand's choice
 * makes text, links, the basket count or a control unreadable (WCAG 2.2 AA, 1.4.3 and 1.4.11;
 * docs/decisions/138-brand-contrast-and-layout.md).
 */
import {
  AA_LARGE_TEXT_AND_CONTROLS,
  AA_TEXT,
  contrastRatio,
  reaches,
  readableOn,
  tintOnWhite,
  WHITE,
} from "./contrast.ts";

/** A brand's colours as its operator chose them (GET /api/site's `theme`). */
export type BrandColours = {
  /** The brand colour: the header bar, primary buttons, selected items. */
  primary: string;
  /** Text and icons on the brand colour. */
  primaryContrast: string;
  /** The second colour: the brand's mark, the basket badge, light tints. */
  accent: string;
  /** Panels on the page. */
  surface: string;
  /** Body text. */
  text: string;
};

/** What the pages paint with. */
export type BrandPalette = {
  primary: string;
  onPrimary: string;
  /** Links, icons, selected marks, ticked boxes and primary buttons' edges on the page: the brand colour where it reads there. */
  ink: string;
  accent: string;
  surface: string;
  text: string;
  /** Secondary text (part numbers, hints): the text colour lightened as far as it still reads. */
  muted: string;
  /** The edges of text boxes and selects. */
  field: string;
  /** The accent where it stands out on the brand colour (the mark and the basket badge in the header). */
  highlight: string;
  onHighlight: string;
};

/** How far toward white secondary text and field edges go: they stay as they were unless that would not read. */
const MUTED_SHARE = 0.7;
const FIELD_SHARE = 0.55;
/** Accent tints (a delivery band, a clearance heading) are the accent at a quarter on white. */
export const ACCENT_TINT_SHARE = 0.25;

/** The lightened colour if it reaches `minimum` on both page backgrounds, else the colour itself. */
function lightened(colour: string, share: number, backgrounds: string[], minimum: number): string {
  const light = tintOnWhite(colour, share);
  return backgrounds.every((background) => reaches(light, background, minimum)) ? light : colour;
}

export function brandPalette(theme: BrandColours): BrandPalette {
  const page = [WHITE, theme.surface];
  const text = readableOn(theme.surface, readableOn(WHITE, theme.text));
  const onPrimary = readableOn(theme.primary, theme.primaryContrast);
  const ink = page.every((background) => reaches(theme.primary, background, AA_TEXT)) ? theme.primary : text;
  // TG's navy accent is lost on its red bar: there the mark and the badge take the bar's text colour.
  const highlight = reaches(theme.accent, theme.primary, AA_LARGE_TEXT_AND_CONTROLS)
    ? theme.accent
    : onPrimary;
  return {
    primary: theme.primary,
    onPrimary,
    ink,
    accent: theme.accent,
    surface: theme.surface,
    text,
    muted: lightened(text, MUTED_SHARE, page, AA_TEXT),
    field: lightened(text, FIELD_SHARE, page, AA_LARGE_TEXT_AND_CONTROLS),
    highlight,
    onHighlight: readableOn(highlight, text),
  };
}

/** One colour on another as the pages paint it, and the ratio it must reach. */
export type ContrastPair = {
  what: string;
  foreground: string;
  background: string;
  minimum: number;
};

/** Every foreground and background the pages put together from a palette. */
export function contrastPairs(palette: BrandPalette): ContrastPair[] {
  const onThePage = (what: string, foreground: string, minimum: number): ContrastPair[] => [
    { what: `${what} on white`, foreground, background: WHITE, minimum },
    { what: `${what} on the surface`, foreground, background: palette.surface, minimum },
  ];
  return [
    ...onThePage("body text and focus rings", palette.text, AA_TEXT),
    ...onThePage("secondary text", palette.muted, AA_TEXT),
    ...onThePage("links, icons, ticks and button edges", palette.ink, AA_TEXT),
    ...onThePage("field edges", palette.field, AA_LARGE_TEXT_AND_CONTROLS),
    {
      what: "text on an accent tint",
      foreground: palette.text,
      background: tintOnWhite(palette.accent, ACCENT_TINT_SHARE),
      minimum: AA_TEXT,
    },
    {
      what: "text and focus rings on the brand colour",
      foreground: palette.onPrimary,
      background: palette.primary,
      minimum: AA_TEXT,
    },
    {
      what: "the basket badge and brand mark on the brand colour",
      foreground: palette.highlight,
      background: palette.primary,
      minimum: AA_LARGE_TEXT_AND_CONTROLS,
    },
    {
      what: "the basket count on its badge",
      foreground: palette.onHighlight,
      background: palette.highlight,
      minimum: AA_TEXT,
    },
  ];
}

/** The pairs that fall short, each with its ratio to 2 decimals: empty for a theme that passes AA. */
export function contrastFailures(palette: BrandPalette): string[] {
  return contrastPairs(palette).flatMap(({ what, foreground, background, minimum }) => {
    const ratio = contrastRatio(foreground, background);
    if (ratio === null)
      return [`${what}: ${foreground} on ${background} cannot be measured (not a hex colour)`];
    return ratio >= minimum
      ? []
      : [`${what}: ${foreground} on ${background} is ${ratio.toFixed(2)}:1, below ${minimum}:1`];
  });
}
