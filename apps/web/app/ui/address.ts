/**
 * An address as a form holds it, by spec/1 §3's names for the checkout form's fields, with how it
 * was given beside it: LookupStatus "" (typed by hand), "fetch" (chosen from a postcode's list
 * of addresses, LookupFetch holding the chosen address's key) or "lookup" (a house number or name,
 * LookupNumber, at a postcode, LookupPostcode; the lines are the address they found, if any), as
 * the address lookup fills it.
 */
import type { AddressLookupStatus } from "@merchant/domain/checkout";

export type AddressFieldName = "Address1" | "Address2" | "Town" | "County" | "PostCode";

/** The address's lines, in the order a form shows them. */
export const ADDRESS_FIELD_NAMES: readonly AddressFieldName[] = [
  "Address1",
  "Address2",
  "Town",
  "County",
  "PostCode",
];

export type AddressLines = Record<AddressFieldName, string>;

export type AddressValues = AddressLines & {
  LookupStatus: AddressLookupStatus;
  LookupFetch: string;
  /** The house number or name the address is found by (lookup mode). */
  LookupNumber: string;
  /** The postcode typed to find the address by (its list, or the house in lookup mode). */
  LookupPostcode: string;
};

export const EMPTY_ADDRESS: AddressValues = {
  Address1: "",
  Address2: "",
  Town: "",
  County: "",
  PostCode: "",
  LookupStatus: "",
  LookupFetch: "",
  LookupNumber: "",
  LookupPostcode: "",
};
