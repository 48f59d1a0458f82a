/**
 * The address lookup behind the checkout's address popup (spec/1 §2, §3, §7 lookupAddress and
 * populateAddress): the addresses of a postcode, and the address a key from that list stands for.
 * Two implementations (docs/decisions/123-address-lookup.md): the demo data's addresses in
 * `postcode_addresses` (embedded.ts), or Ideal Postcodes when IDEAL_POSTCODES_API_KEY is set
 * (ideal-postcodes.ts).
 */

/** One delivery point: the lines as a label would print them, the town, the county and the postcode. */
export type FoundAddress = {
  /** Opaque to callers: only the implementation that gave it can read it back. */
  key: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  /** Upper case with one space, as `normalisePostcode` writes it. */
  postcode: string;
};

export interface AddressLookup {
  /** Which implementation answers: shown nowhere, logged and tested. */
  readonly provider: "embedded" | "ideal-postcodes";
  /**
   * The addresses of a postcode, already normalised (upper case, one space), in the order a
   * person reads them down a street; none when the postcode is not known.
   */
  lookup(postcode: string): Promise<FoundAddress[]>;
  /** The address a key from `lookup` stands for; null when the key names none (or is not of this kind). */
  address(key: string): Promise<FoundAddress | null>;
}

/**
 * The lookup service could not answer (no connection, too slow, a key refused or out of credit,
 * a reply we cannot read): not "no such postcode". The API answers it with a 503, never a 500.
 */
export class AddressLookupUnavailableError extends Error {
  override readonly name = "AddressLookupUnavailableError";
}
