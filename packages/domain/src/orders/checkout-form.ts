/**
 * Issue 12 (spec/1 §3 checkout fields, §5 Checkout): the whole checkout form judged at once, on
 * the page and again on the server: contact, invoice address, delivery address and date when
 * delivering, and the card when paying by a new one. Errors are keyed by the form's field names.
 */
import { validateDeliveryAddress, type AddressLookupStatus } from "../checkout/delivery-address.ts";
import type { FieldErrors } from "../checkout/field-errors.ts";
import { isEmailAddress } from "../checkout/field-rules.ts";
import { validateNewCard, type NewCardForm, type YearMonth } from "../checkout/new-card.ts";
import { DELIVERY_DATE_REQUIRED, EMAIL_INVALID, EMAILS_DIFFER, NAME_REQUIRED } from "./messages.ts";

export const CUSTOMER_NAME_MIN_LENGTH = 2;

export type CheckoutAddress = {
  readonly Address1: string;
  readonly Address2?: string;
  readonly Town: string;
  readonly County?: string;
  readonly PostCode: string;
};

export type CheckoutForm = {
  readonly Name: string;
  readonly EmailAddress: string;
  readonly EmailAddress2?: string;
  readonly Invoice: CheckoutAddress;
  readonly fulfilment: "collection" | "delivery";
  /** Deliver to the invoice address (spec/1 §3 DeliveryInvoice); else the delivery fields below. */
  readonly DeliveryInvoice: boolean;
  readonly LookupStatus?: AddressLookupStatus;
  readonly Delivery?: Partial<CheckoutAddress> & { readonly LookupFetch?: string; readonly LookupNumber?: string; readonly LookupPostcode?: string };
  readonly DeliveryDate?: string;
  /** The card fields when paying by card; absent when paying on account. */
  readonly card?: NewCardForm;
};

const prefixed = (prefix: string, errors: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, message]) => (message ? [[`${prefix}${field}`, message]] : [])),
  );

export function validateCheckoutForm(form: CheckoutForm, today: YearMonth): FieldErrors<string> {
  const errors: Record<string, string> = {};
  if (form.Name.trim().length < CUSTOMER_NAME_MIN_LENGTH) errors.Name = NAME_REQUIRED;
  if (!isEmailAddress(form.EmailAddress.trim())) errors.EmailAddress = EMAIL_INVALID;
  else if (
    form.EmailAddress2 !== undefined &&
    form.EmailAddress2.trim().toLowerCase() !== form.EmailAddress.trim().toLowerCase()
  ) {
    errors.EmailAddress2 = EMAILS_DIFFER;
  }
  // The invoice address follows the typed-address rules of spec/1 §5, always.
  Object.assign(
    errors,
    // (Its lines are judged whatever way the page found them: a lookup state it carries is not read.)
    prefixed(
      "Invoice",
      validateDeliveryAddress({ ...form.Invoice, DeliveryInvoice: false, LookupStatus: "" }),
    ),
  );
  if (form.fulfilment === "delivery") {
    Object.assign(
      errors,
      validateDeliveryAddress({
        DeliveryInvoice: form.DeliveryInvoice,
        LookupStatus: form.LookupStatus ?? "",
        ...form.Delivery,
      }),
    );
    if (!form.DeliveryDate?.trim()) errors.DeliveryDate = DELIVERY_DATE_REQUIRED;
  }
  if (form.card) Object.assign(errors, validateNewCard(form.card, today));
  return errors;
}
