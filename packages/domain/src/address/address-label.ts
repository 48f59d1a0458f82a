/**
 * spec/1 §2 Address popup, §3 'list of address choices keyed by key': how one choice reads in the
 * list. Its lines and town, blanks left out, so "Flat 2, Albion Court, Victoria Road, Ipswich"
 * and "14 Orchard Close, Ipswich" are told apart at a glance among a postcode's neighbours.
 */
export type AddressLines = { line1: string; line2: string; city: string };

export function addressChoiceLabel(address: AddressLines): string {
  return [address.line1, address.line2, address.city]
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(", ");
}
