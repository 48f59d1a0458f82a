/**
 * The checkout form as the page holds it (spec/1 §3 checkout fields): the shopper's details, the
 * invoice address, the delivery address and day when delivering, and how they pay. The domain's
 * rules judge it (spec/1 §5 Checkout; the server runs the same ones), errors keyed by the form's
 * field names, and it becomes the body of POST /api/checkout/orders.
 */
import type { CheckoutOptions, Fulfilment, PlaceOrderBody } from "@merchant/contract";
import {
  fillPlaceholderEmail,
  londonDateOf,
  normaliseCardNumber,
  validateCardholderName,
} from "@merchant/domain/checkout";
import { normalisePostcode } from "@merchant/domain/branches";
import { validateCheckoutForm } from "@merchant/domain/orders";
import { EMPTY_ADDRESS, type AddressLines, type AddressValues } from "~/ui/address.ts";
import { CARD_ERROR_FIELDS, detectedCard, EMPTY_CARD_ENTRY, type CardEntry } from "~/ui/card-entry.ts";

export type { AddressFieldName, AddressValues } from "~/ui/address.ts";

export type CardFields = CardEntry & { SaveCard: boolean };

/** "account", "new" (CardExisting 0), or "saved:<id>" (CardExisting <id>). */
export type PaymentChoice = "account" | "new" | `saved:${number}`;

export type CheckoutFormState = {
  Name: string;
  EmailAddress: string;
  EmailAddress2: string;
  Phone: string;
  Invoice: AddressValues;
  /** spec/1 §3 DeliveryInvoice: deliver to the invoice address. */
  DeliveryInvoice: boolean;
  Delivery: AddressValues;
  /** YYYY-MM-DD from the delivery calendar. */
  DeliveryDate: string;
  payment: PaymentChoice;
  card: CardFields;
};

/** Every field an error can be shown under, in the order the page shows them: the first takes the focus. */
export const FIELD_ORDER = [
  "Name",
  "EmailAddress",
  "EmailAddress2",
  "Phone",
  "InvoiceAddress1",
  "InvoiceAddress2",
  "InvoiceTown",
  "InvoiceCounty",
  "InvoicePostCode",
  "DeliveryInvoice",
  "LookupPostcode",
  "LookupNumber",
  "LookupFetch",
  "Address1",
  "Address2",
  "Town",
  "County",
  "PostCode",
  "DeliveryDate",
  "payment",
  "CardExisting",
  ...CARD_ERROR_FIELDS,
] as const;

export type CheckoutField = (typeof FIELD_ORDER)[number];
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const isCheckoutField = (name: string): name is CheckoutField =>
  (FIELD_ORDER as readonly string[]).includes(name);

/** The id of a field's input, so an error can take the focus to it. */
export const inputIdOf = (field: CheckoutField) => `checkout-${field}`;

/** The payment offered first: the account when it can pay, else the first saved card, else a new card. */
export function firstPaymentChoice(options: CheckoutOptions, grandTotal: number): PaymentChoice {
  if (accountCanPay(options, grandTotal)) return "account";
  const [saved] = options.savedCards;
  return saved ? `saved:${saved.id}` : "new";
}

/** A trade account pays on account only when its credit remaining covers the order. */
export function accountCanPay(options: CheckoutOptions, grandTotal: number): boolean {
  return options.account !== null && options.account.creditRemaining >= grandTotal;
}

/** The form as it opens: a signed-in user's name and email filled in, the delivery postcode the basket is priced for. */
export function initialForm(
  options: CheckoutOptions,
  grandTotal: number,
  deliveryPostcode: string | null,
): CheckoutFormState {
  const email = options.email ?? "";
  return {
    Name: options.name ?? "",
    EmailAddress: email,
    EmailAddress2: email,
    Phone: "",
    Invoice: { ...EMPTY_ADDRESS },
    DeliveryInvoice: false,
    Delivery: { ...EMPTY_ADDRESS, PostCode: deliveryPostcode ?? "", LookupPostcode: deliveryPostcode ?? "" },
    DeliveryDate: "",
    payment: firstPaymentChoice(options, grandTotal),
    card: { ...EMPTY_CARD_ENTRY, SaveCard: false },
  };
}

/** The card type typed so far (spec/1 §3 CardTypeID), and whether it shows the issue number (types 3 and 5). */
export function cardTypeOf(cardNumber: string) {
  const detected = detectedCard(cardNumber);
  return { typeId: detected?.typeId ?? null, issueNumber: detected?.issueNumber ?? false };
}

/** spec/1 §5: both emails empty and a name given, the placeholder email fills both. */
export function withPlaceholderEmail(form: CheckoutFormState): CheckoutFormState {
  const filled = fillPlaceholderEmail(form, form.Name);
  return filled.placeholder
    ? { ...form, EmailAddress: filled.EmailAddress, EmailAddress2: filled.EmailAddress2 }
    : form;
}

/** This month on the London calendar, for the card's expiry and start dates. */
function yearMonthNow(now: number) {
  const { year, month } = londonDateOf(now);
  return { year, month };
}

/**
 * How a new card is taken: typed into the shop's own fields (the sandbox gateway), or into the
 * gateway's own card field (Stripe's), which judges the number, expiry and code itself.
 */
export type CardEntryKind = "typed" | "gateway";

/** The domain's rules over the whole form, as the server will judge it. */
export function checkoutErrors(
  form: CheckoutFormState,
  fulfilment: Fulfilment,
  now: number = Date.now(),
  cardEntry: CardEntryKind = "typed",
): CheckoutErrors {
  const { typeId } = cardTypeOf(form.card.CardNumber);
  const typedCard = form.payment === "new" && cardEntry === "typed";
  const errors = validateCheckoutForm(
    {
      Name: form.Name,
      EmailAddress: form.EmailAddress,
      EmailAddress2: form.EmailAddress2,
      Invoice: form.Invoice,
      fulfilment,
      DeliveryInvoice: form.DeliveryInvoice,
      LookupStatus: form.Delivery.LookupStatus,
      Delivery: form.Delivery,
      DeliveryDate: form.DeliveryDate,
      ...(typedCard ? { card: { ...form.card, CardExisting: "0", CardTypeID: typeId ?? "" } } : {}),
    },
    yearMonthNow(now),
  );
  // The gateway's card field judges the card; the cardholder's name is still the form's (spec/1 §5).
  if (form.payment === "new" && cardEntry === "gateway")
    Object.assign(errors, validateCardholderName(form.card.FullName));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => isCheckoutField(field)));
}

/** The first field, in the page's order, that has an error. */
export function firstErrorField(errors: CheckoutErrors): CheckoutField | null {
  return FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

/**
 * The API's 400 fields onto the form's: the rules' own names ("InvoicePostCode", "EndM") as they
 * are, the schema's paths ("Invoice.PostCode", "payment.card.CardNumber") to the field they name.
 * What names no field of the form comes back in `other`.
 */
export function errorsFromApi(fields: Readonly<Record<string, string>>): {
  errors: CheckoutErrors;
  other: string[];
} {
  const errors: CheckoutErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.split(".");
    const last = parts.at(-1) ?? path;
    const name = parts[0] === "Invoice" ? `Invoice${last}` : parts.length > 1 ? last : path;
    const field = name === "EndY" ? "EndM" : name === "StartY" ? "StartM" : name;
    if (isCheckoutField(field)) errors[field] ??= message;
    else other.push(message);
  }
  return { errors, other };
}

const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());

function addressBody(address: AddressLines) {
  return {
    Address1: address.Address1.trim(),
    Town: address.Town.trim(),
    PostCode: address.PostCode.trim(),
    ...(optional(address.Address2) === undefined ? {} : { Address2: address.Address2.trim() }),
    ...(optional(address.County) === undefined ? {} : { County: address.County.trim() }),
  };
}

function paymentBody(
  form: CheckoutFormState,
  signedIn: boolean,
  cardToken: string | undefined,
): PlaceOrderBody["payment"] {
  if (form.payment === "account") return { method: "account" };
  if (form.payment !== "new") {
    return { method: "card", card: { CardExisting: form.payment.slice("saved:".length) } };
  }
  // The gateway's card field made a token of the card: nothing typed of it is sent (decision 129).
  if (cardToken !== undefined) {
    return {
      method: "card",
      card: { CardExisting: "0", Token: cardToken, SaveCard: signedIn && form.card.SaveCard },
    };
  }
  const { card } = form;
  const { typeId, issueNumber } = cardTypeOf(card.CardNumber);
  const extras: Record<string, string> = {};
  if (typeId !== null) extras.CardTypeID = String(typeId);
  if (issueNumber && optional(card.IssueNumber)) extras.IssueNumber = card.IssueNumber.trim();
  if (optional(card.StartM) && optional(card.StartY)) {
    extras.StartM = card.StartM;
    extras.StartY = card.StartY;
  }
  return {
    method: "card",
    card: {
      CardExisting: "0",
      CardNumber: normaliseCardNumber(card.CardNumber),
      SecurityNumber: card.SecurityNumber.trim(),
      EndM: card.EndM,
      EndY: card.EndY,
      FullName: card.FullName.trim(),
      SaveCard: signedIn && card.SaveCard,
      ...extras,
    },
  };
}

/**
 * The order as POST /api/checkout/orders takes it; `expectedTotal` is the total the shopper was
 * shown; `cardToken`, the token the gateway's card field made of a new card (Stripe's PaymentMethod).
 */
export function orderBody(
  form: CheckoutFormState,
  {
    fulfilment,
    idempotencyKey,
    expectedTotal,
    signedIn,
    cardToken,
  }: {
    fulfilment: Fulfilment;
    idempotencyKey: string;
    expectedTotal: number;
    signedIn: boolean;
    cardToken?: string | undefined;
  },
): PlaceOrderBody {
  const delivering = fulfilment === "delivery";
  const { LookupStatus, LookupFetch, LookupNumber, LookupPostcode } = form.Delivery;
  const lookupBody = {
    ...(optional(LookupFetch) === undefined ? {} : { LookupFetch: LookupFetch.trim() }),
    // spec/1 §3 lookup mode: the house and postcode the address was found by (the server finds
    // it again from them when the lines are empty).
    ...(LookupStatus === "lookup"
      ? {
          LookupNumber: LookupNumber.trim(),
          LookupPostcode: normalisePostcode(LookupPostcode) ?? LookupPostcode.trim(),
        }
      : {}),
  };
  return {
    idempotencyKey,
    Name: form.Name.trim(),
    EmailAddress: form.EmailAddress.trim(),
    EmailAddress2: form.EmailAddress2.trim(),
    ...(optional(form.Phone) === undefined ? {} : { Phone: form.Phone.trim() }),
    Invoice: addressBody(form.Invoice),
    DeliveryInvoice: delivering && form.DeliveryInvoice,
    LookupStatus: delivering && !form.DeliveryInvoice ? LookupStatus : "",
    ...(delivering && !form.DeliveryInvoice
      ? { Delivery: { ...addressBody(form.Delivery), ...lookupBody } }
      : {}),
    ...(delivering ? { DeliveryDate: form.DeliveryDate } : {}),
    payment: paymentBody(form, signedIn, cardToken),
    expectedTotal,
  };
}
