/**
 * spec/1 §3: the card types the checkout takes, by the numeric id the form sends. The brand
 * names are our reading of the lengths and prefixes (the spec gives ids only); the order keeps
 * 6767 (Solo) ahead of the wider Maestro range so detection picks the narrower type
 * (docs/decisions/030-checkout-card-rules.md).
 */
const CARD_TYPES = [
  { id: 5, brand: "Solo", minLength: 16, maxLength: 18, prefix: /^6767/, issueNumber: true },
  { id: 1, brand: "Visa", minLength: 13, maxLength: 19, prefix: /^4/, issueNumber: false },
  { id: 2, brand: "Mastercard", minLength: 16, maxLength: 16, prefix: /^5[1-5]/, issueNumber: false },
  { id: 3, brand: "Maestro", minLength: 12, maxLength: 19, prefix: /^(50|5[6-9]|6\d)/, issueNumber: true },
] as const;

type CardType = (typeof CARD_TYPES)[number];
export type CardTypeId = CardType["id"];

const typeById = (id: CardTypeId): CardType => CARD_TYPES.find((type) => type.id === id) as CardType;

/** Card numbers are typed with spaces in groups of four; only the digits count. */
export function normaliseCardNumber(raw: string): string {
  return raw.replace(/\s+/g, "");
}

/** The form's CardTypeID ("1", 2 …) as a known type, or null. */
export function parseCardTypeId(raw: string | number | null | undefined): CardTypeId | null {
  const wanted = Number(String(raw ?? "").trim());
  return CARD_TYPES.find((type) => type.id === wanted)?.id ?? null;
}

/** Whether the (space-stripped) number has the length and prefix of that card type. */
export function matchesCardType(cardNumber: string, id: CardTypeId): boolean {
  const digits = normaliseCardNumber(cardNumber);
  const type = typeById(id);
  return /^\d+$/.test(digits) && digits.length >= type.minLength && digits.length <= type.maxLength && type.prefix.test(digits);
}

/** The card type a number belongs to, or null when it fits none. */
export function detectCardType(cardNumber: string): CardTypeId | null {
  return CARD_TYPES.find((type) => matchesCardType(cardNumber, type.id))?.id ?? null;
}

/** spec/1 §3: types 3 and 5 show the extra issue-number field. */
export function needsIssueNumber(id: CardTypeId): boolean {
  return typeById(id).issueNumber;
}

/** The brand kept with an order instead of the card number (DESIGN.md: brand, last four, expiry). */
export function cardBrand(id: CardTypeId): string {
  return typeById(id).brand;
}
