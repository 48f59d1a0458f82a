import type { FieldErrors } from "./field-errors.ts";
import {
  ADDRESS_NOT_SELECTED,
  ADDRESS_REQUIRED,
  HOUSE_NUMBER_REQUIRED,
  POSTCODE_REQUIRED,
  TOWN_REQUIRED,
} from "./messages.ts";

/** spec/1 §9: the shortest postcode the checkout accepts ("W1 1AA"). */
export const CHECKOUT_POSTCODE_MIN_LENGTH = 6;

/** spec/1 §3 LookupStatus: typed by hand (empty), choosing from a fetched list, or number + postcode lookup. */
export type AddressLookupStatus = "" | "fetch" | "lookup";

export type DeliveryAddressForm = {
  readonly DeliveryInvoice: boolean;
  readonly LookupStatus: AddressLookupStatus;
  readonly Address1?: string;
  readonly Town?: string;
  readonly PostCode?: string;
  readonly LookupFetch?: string;
  readonly LookupNumber?: string;
  readonly LookupPostcode?: string;
};

export type DeliveryAddressField = "Address1" | "Town" | "PostCode" | "LookupFetch" | "LookupNumber" | "LookupPostcode";

// Whitespace alone is not an address, so every field is judged trimmed.
const filled = (value: string | undefined): string => (value ?? "").trim();
const postcodeTooShort = (value: string | undefined): boolean => filled(value).length < CHECKOUT_POSTCODE_MIN_LENGTH;

/**
 * spec/1 §5 Checkout: the delivery address rules of the three lookup states. They apply only
 * when the invoice-address box (DeliveryInvoice) is unchecked; when it is ticked the order
 * goes to the invoice address the account already holds.
 */
export function validateDeliveryAddress(form: DeliveryAddressForm): FieldErrors<DeliveryAddressField> {
  if (form.DeliveryInvoice) return {};
  const errors: FieldErrors<DeliveryAddressField> = {};
  switch (form.LookupStatus) {
    case "fetch":
      if (filled(form.LookupFetch) === "") errors.LookupFetch = ADDRESS_NOT_SELECTED;
      break;
    case "lookup":
      if (filled(form.LookupNumber) === "") errors.LookupNumber = HOUSE_NUMBER_REQUIRED;
      if (postcodeTooShort(form.LookupPostcode)) errors.LookupPostcode = POSTCODE_REQUIRED;
      break;
    default:
      if (filled(form.Address1) === "") errors.Address1 = ADDRESS_REQUIRED;
      if (filled(form.Town) === "") errors.Town = TOWN_REQUIRED;
      if (postcodeTooShort(form.PostCode)) errors.PostCode = POSTCODE_REQUIRED;
  }
  return errors;
}
