/**
 * What the checkout page takes from other features, handed in by its route (features do not import
 * each other): the address lookup that fills an address, and the delivery calendar.
 */
import type { AddressFieldName, AddressValues } from "./checkout-form.ts";

export type AddressSlotProps = {
  values: AddressValues;
  onChange: (values: AddressValues) => void;
  errors: Partial<Record<AddressFieldName | "LookupFetch" | "LookupNumber" | "LookupPostcode", string>>;
  legend: string;
};

export type CalendarSlotProps = {
  /** The day chosen, YYYY-MM-DD, or null. */
  selected: string | null;
  onChange: (date: string) => void;
  error?: string | undefined;
};
