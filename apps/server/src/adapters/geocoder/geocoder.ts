/**
 * The geocoder: where a typed postcode, outward code or town is, and which postcode a position
 * falls in. Two implementations (docs/decisions/106-geocoding-and-places.md): the shipped table
 * of postcode districts and towns (embedded.ts), or a postcodes.io-compatible service when
 * GEOCODER_URL is set (postcodes-io.ts).
 */
import type { Place } from "@merchant/contract";

export type { Place } from "@merchant/contract";

export interface Geocoder {
  /** Answers from memory (the shipped table), so asking costs nothing; a service is a round trip. */
  readonly answersLocally: boolean;
  /** A postcode, outward code or town as a place; null when it is not known. */
  find(text: string): Promise<Place | null>;
  /** The postcode a position falls in; null when none is near enough (a position out at sea). */
  reverse(lat: number, lng: number): Promise<Place | null>;
}

/**
 * The geocoding service could not answer (down, too slow, or an answer we cannot read): not
 * "no such place". Services turn it into a 503, never a 404 or a 500.
 */
export class GeocoderUnavailableError extends Error {
  override readonly name = "GeocoderUnavailableError";
}
