import { detectCardType, matchesCardType, normaliseCardNumber, parseCardTypeId } from "./card-types.ts";
import type { FieldErrors } from "./field-errors.ts";
import { passesLuhn } from "./luhn.ts";
import {
  CARD_EXPIRED,
  CARD_NOT_YET_VALID,
  CARD_NUMBER_INVALID,
  CARDHOLDER_NAME_REQUIRED,
  EXPIRY_REQUIRED,
  SECURITY_CODE_REQUIRED,
} from "./messages.ts";

/** The current year and month (spec/1 §3 yyyymm), passed in because the domain has no clock. */
export type YearMonth = { readonly year: number; readonly month: number };

export type NewCardForm = {
  readonly CardExisting?: string | number;
  readonly CardNumber?: string;
  readonly CardTypeID?: string | number;
  readonly SecurityNumber?: string;
  readonly EndM?: string;
  readonly EndY?: string;
  readonly StartM?: string;
  readonly StartY?: string;
  readonly FullName?: string;
};

export type NewCardField = "CardNumber" | "SecurityNumber" | "EndM" | "StartM" | "FullName";

export const CARDHOLDER_NAME_MIN_LENGTH = 3;

const text = (value: string | undefined): string => (value ?? "").trim();

/** "MM" (01–12) and "YYYY" as the number yyyymm, or null when the shape is wrong. */
function yearMonthOf(month: string | undefined, year: string | undefined): number | null {
  const mm = text(month);
  const yyyy = text(year);
  if (!/^\d{2}$/.test(mm) || !/^\d{4}$/.test(yyyy)) return null;
  const monthNumber = Number(mm);
  return monthNumber >= 1 && monthNumber <= 12 ? Number(yyyy) * 100 + monthNumber : null;
}

function cardNumberIsValid(form: NewCardForm): boolean {
  const digits = normaliseCardNumber(form.CardNumber ?? "");
  if (!passesLuhn(digits)) return false;
  const chosen = text(String(form.CardTypeID ?? ""));
  if (chosen === "") return detectCardType(digits) !== null;
  const typeId = parseCardTypeId(chosen);
  return typeId !== null && matchesCardType(digits, typeId);
}

/**
 * A saved card is chosen when CardExisting holds its id; "0" (or no value, so a missing field
 * never skips the checks) means a new card typed in.
 */
export function isNewCard(form: NewCardForm): boolean {
  const existing = text(String(form.CardExisting ?? ""));
  return existing === "" || existing === "0";
}

/**
 * spec/1 §5 Checkout, new card (CardExisting = 0): every card field checked against the
 * current year and month; errors keyed by field, the expiry under EndM and the start under StartM.
 * The start date is optional (most cards print none), so only a complete, well-formed one is
 * judged (docs/decisions/030-checkout-card-rules.md).
 */
export function validateNewCard(form: NewCardForm, today: YearMonth): FieldErrors<NewCardField> {
  if (!isNewCard(form)) return {};
  const errors: FieldErrors<NewCardField> = {};
  const current = today.year * 100 + today.month;

  if (!cardNumberIsValid(form)) errors.CardNumber = CARD_NUMBER_INVALID;
  if (!/^\d{3}$/.test(text(form.SecurityNumber))) errors.SecurityNumber = SECURITY_CODE_REQUIRED;

  const expiry = yearMonthOf(form.EndM, form.EndY);
  if (expiry === null) errors.EndM = EXPIRY_REQUIRED;
  else if (expiry < current) errors.EndM = CARD_EXPIRED;

  const start = yearMonthOf(form.StartM, form.StartY);
  if (start !== null && start > current) errors.StartM = CARD_NOT_YET_VALID;

  Object.assign(errors, validateCardholderName(form.FullName));
  return errors;
}

/**
 * spec/1 §5 Checkout: FullName at least 3 characters. Alone, for a card typed into the gateway's
 * own fields (Stripe's), which judge the number, expiry and security code themselves (decision 129).
 */
export function validateCardholderName(name: string | undefined): FieldErrors<"FullName"> {
  return text(name).length < CARDHOLDER_NAME_MIN_LENGTH ? { FullName: CARDHOLDER_NAME_REQUIRED } : {};
}
