/**
 * The card typed on the payment screen: the checkout's new-card rules (spec/1 §5 Checkout, decision
 * 030) run in the page before anything is sent, the card type detected from the number (spec/1 §3
 * CardTypeID) and the issue-number field for types 3 and 5. The server runs the same rules.
 */
import type { PaymentCard } from "@merchant/contract";
import {
  londonDateOf,
  validateCardholderName,
  validateNewCard,
  type NewCardField,
} from "@merchant/domain/checkout";
import { CARD_ERROR_FIELDS, detectedCard, EMPTY_CARD_ENTRY, type CardEntry } from "~/ui/card-entry.ts";

export type CardForm = CardEntry;

export type CardField = NewCardField | "IssueNumber";
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardForm = EMPTY_CARD_ENTRY;

/** The order the fields are shown in: the first with an error takes the focus. */
export const CARD_FIELD_ORDER: readonly CardField[] = CARD_ERROR_FIELDS;

/** The new-card rules against this month on the London calendar. */
export function cardErrors(card: CardForm, now = Date.now()): CardErrors {
  const { year, month } = londonDateOf(now);
  return validateNewCard({ ...card, CardExisting: "0" }, { year, month });
}

/**
 * The rules a card typed into the gateway's own field (Stripe's) leaves to the page: the name on
 * the card (spec/1 §5); the number, expiry and code are Stripe's to judge.
 */
export function gatewayCardErrors(card: CardForm): CardErrors {
  return validateCardholderName(card.FullName);
}

/** The card as the API takes it: detected type, the issue number only where the type has one. */
export function cardBody(card: CardForm): PaymentCard {
  const detected = detectedCard(card.CardNumber);
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const body: PaymentCard = {
    CardNumber: card.CardNumber,
    SecurityNumber: card.SecurityNumber.trim(),
    EndM: card.EndM.trim(),
    EndY: card.EndY.trim(),
    FullName: card.FullName.trim(),
  };
  if (detected) body.CardTypeID = detected.typeId;
  const issue = detected?.issueNumber ? optional(card.IssueNumber) : undefined;
  if (issue !== undefined) body.IssueNumber = issue;
  const startM = optional(card.StartM);
  const startY = optional(card.StartY);
  if (startM !== undefined) body.StartM = startM;
  if (startY !== undefined) body.StartY = startY;
  return body;
}

/** The API's refusal of `card.<field>` back onto the form's fields. */
export function cardErrorsFromApi(fields: Readonly<Record<string, string>>): CardErrors {
  const errors: CardErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    // A refused token is the card in the gateway's field, which shows under the number's place.
    const field = (name === "card.Token" ? "CardNumber" : name.replace(/^card\./, "")) as CardField;
    if (name.startsWith("card.") && CARD_FIELD_ORDER.includes(field)) errors[field] = message;
  }
  return errors;
}
