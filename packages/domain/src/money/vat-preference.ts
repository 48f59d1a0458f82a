import { EX_VAT_LABEL, INC_VAT_LABEL } from "./messages.ts";

/** spec/1 §3, §4: prices are shown inc or ex VAT by the shopper's choice, kept in a cookie. */
export const VAT_PREFERENCES = ["INC", "EX"] as const;
export type VatPreference = (typeof VAT_PREFERENCES)[number];

export const PRICE_VAT_COOKIE = "price_vat";

/**
 * Consumers expect the price they will pay, and UK consumer pricing rules require VAT in
 * the price shown to them, so a visitor without a (valid) choice sees INC
 * (docs/decisions/010-vat-preference-defaults-to-inc.md).
 */
export const DEFAULT_VAT_PREFERENCE: VatPreference = "INC";

/** Reads the cookie value; anything that is not INC or EX (any case) falls back to the default. */
export function parseVatPreference(cookieValue: string | null | undefined): VatPreference {
  const wanted = cookieValue?.trim().toUpperCase();
  return VAT_PREFERENCES.find((preference) => preference === wanted) ?? DEFAULT_VAT_PREFERENCE;
}

export type PricePair = { readonly exVat: number; readonly incVat: number };

/** The pence to show for this preference. */
export function priceFor(preference: VatPreference, price: PricePair): number {
  return preference === "INC" ? price.incVat : price.exVat;
}

/** The words beside a price: "inc VAT" or "ex VAT". */
export function vatLabel(preference: VatPreference): string {
  return preference === "INC" ? INC_VAT_LABEL : EX_VAT_LABEL;
}
