/**
 * Places (spec/2 §5 location search, spec/1 §8 location lookup): a postcode, outward code or
 * town as a position, and a position as its postcode, through the configured geocoder. Unknown
 * places are null here: each caller words its own "not found" (the places API says 'No results
 * found', the store finder its store lookup message). A geocoder that cannot answer is a 503.
 */
import type { Place } from "@merchant/contract";
import { fillMessage } from "@merchant/domain/shared";
import { GEOCODER_FAILED_MESSAGE } from "@merchant/domain/branches";
import { GeocoderUnavailableError, type Geocoder } from "../../adapters/geocoder/index.ts";
import { unavailable } from "../../lib/domain-errors.ts";

/** spec/1 §8 'Geocoder failed due to: {status}', with the status the old maps service gave when it was down. */
export const GEOCODER_DOWN_MESSAGE = fillMessage(GEOCODER_FAILED_MESSAGE, { status: "UNAVAILABLE" });

export type PlaceService = ReturnType<typeof createPlaceService>;

export function createPlaceService(geocoder: Geocoder) {
  async function asked<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw unavailable(GEOCODER_DOWN_MESSAGE, error);
      throw error;
    }
  }

  return {
    /** A postcode (full or outward code) or town; null when the geocoder does not know it. */
    find(text: string): Promise<Place | null> {
      return asked(() => geocoder.find(text));
    },

    /** The postcode of a position; null when none is near (outside the UK). */
    reverse(lat: number, lng: number): Promise<Place | null> {
      return asked(() => geocoder.reverse(lat, lng));
    },

    /**
     * A name for a position shown beside results ranked from it: its postcode district when the
     * shipped table can say at no cost; null otherwise (a service is not asked on every search,
     * and a failure to name a position is no failure of the search).
     */
    async nameOf(lat: number, lng: number): Promise<string | null> {
      if (!geocoder.answersLocally) return null;
      return (await geocoder.reverse(lat, lng).catch(() => null))?.postcode ?? null;
    },
  };
}
