import { PASSWORD_MEDIUM_LABEL, PASSWORD_STRONG_LABEL, PASSWORD_WEAK_LABEL } from "./messages.ts";

/** spec/1 §4: the strength bar moves toward its target width one step every 10 ms. */
export const PASSWORD_BAR_TICK_MS = 10;
export const PASSWORD_POINTS_PER_CHARACTER = 3;
export const PASSWORD_MAX_SCORE = 100;
/** spec/1 §9: the bar is score × 2 pixels wide, so 200 px at most. */
export const PASSWORD_BAR_PX_PER_POINT = 2;
/** spec/1 §9: labels by bar width — Weak below 60 px, Medium below 150 px, Strong otherwise. */
export const PASSWORD_MEDIUM_FROM_PX = 60;
export const PASSWORD_STRONG_FROM_PX = 150;

const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/gu;
/** Anything that is not a letter, a digit or a space counts as a symbol. */
const SYMBOL = /[^\p{L}\p{Nd}\s]/gu;

/**
 * spec/1 §9 leaves the bonus values open; these are the long-standing strength-meter values
 * (docs/decisions/016-password-strength-bonuses.md). A single letter class earns less than the
 * rarer classes because it is what every password already has.
 */
export const PASSWORD_BONUSES = {
  lowercase: 1,
  uppercase: 5,
  digits: 5,
  threeOrMoreDigits: 5,
  symbols: 5,
  twoOrMoreSymbols: 5,
  upperAndLowercase: 2,
  lettersAndDigits: 2,
  symbolsWithLettersOrDigits: 2,
} as const;

export type PasswordLabel =
  typeof PASSWORD_WEAK_LABEL | typeof PASSWORD_MEDIUM_LABEL | typeof PASSWORD_STRONG_LABEL;
export type PasswordStrength = {
  readonly score: number;
  readonly barWidthPx: number;
  readonly label: PasswordLabel;
};

function bonusesFor(password: string): number {
  const digits = password.match(DIGIT)?.length ?? 0;
  const symbols = password.match(SYMBOL)?.length ?? 0;
  const hasLower = LOWERCASE.test(password);
  const hasUpper = UPPERCASE.test(password);
  const hasLetter = LETTER.test(password);
  const earned: ReadonlyArray<readonly [boolean, number]> = [
    [hasLower, PASSWORD_BONUSES.lowercase],
    [hasUpper, PASSWORD_BONUSES.uppercase],
    [digits >= 1, PASSWORD_BONUSES.digits],
    [digits >= 3, PASSWORD_BONUSES.threeOrMoreDigits],
    [symbols >= 1, PASSWORD_BONUSES.symbols],
    [symbols >= 2, PASSWORD_BONUSES.twoOrMoreSymbols],
    [hasLower && hasUpper, PASSWORD_BONUSES.upperAndLowercase],
    [hasLetter && digits >= 1, PASSWORD_BONUSES.lettersAndDigits],
    [symbols >= 1 && (hasLetter || digits >= 1), PASSWORD_BONUSES.symbolsWithLettersOrDigits],
  ];
  return earned.reduce((sum, [holds, points]) => (holds ? sum + points : sum), 0);
}

/**
 * The label reads the bar width, not the score: the score stops at 100, so "below 150" can only
 * be met by the bar (up to 200 px). Read on the bar, Weak is a score below 30, Medium below 75.
 */
export function passwordLabelFor(barWidthPx: number): PasswordLabel {
  if (barWidthPx < PASSWORD_MEDIUM_FROM_PX) return PASSWORD_WEAK_LABEL;
  return barWidthPx < PASSWORD_STRONG_FROM_PX ? PASSWORD_MEDIUM_LABEL : PASSWORD_STRONG_LABEL;
}

/**
 * spec/1 §9 Password score: 3 points a character plus the bonuses, doubled and capped at 100.
 * Characters are counted as the shopper sees them (an emoji is one).
 */
export function passwordStrength(password: string): PasswordStrength {
  const raw = [...password].length * PASSWORD_POINTS_PER_CHARACTER + bonusesFor(password);
  const score = Math.min(PASSWORD_MAX_SCORE, raw * 2);
  const barWidthPx = score * PASSWORD_BAR_PX_PER_POINT;
  return { score, barWidthPx, label: passwordLabelFor(barWidthPx) };
}
