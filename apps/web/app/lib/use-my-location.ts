import { useCallback, useState } from "react";
import {
  GEO_LOOKUP_FAILED_TITLE,
  geocoderFailureMessage,
  geoLookupErrorFromCode,
  geoLookupFailure,
  type GeoLookupError,
} from "@merchant/domain/branches";
import type { Place } from "@merchant/contract";
import { answer, ApiError, browserApi } from "./api.ts";

/**
 * spec/1 §8 'Geo Lookup Failed': what went wrong, in the spec's words. `httpsAddress` is set for
 * the insecure-connection message only, which is a link to this page over https.
 */
export type LocationFailure = { title: string; message: string; httpsAddress: string | null };

/** How long the browser may take to answer, the shopper's allow-or-deny included. */
export const LOCATION_TIMEOUT_MS = 20_000;
/** A position a few minutes old still names the same postcode. */
const LOCATION_MAX_AGE_MS = 5 * 60_000;

function browserFailure(error: GeoLookupError): LocationFailure {
  const { title, message, redirectToHttps } = geoLookupFailure(error);
  const httpsAddress = redirectToHttps ? window.location.href.replace(/^http:/, "https:") : null;
  return { title, message, httpsAddress };
}

const geocoderFailure = (message: string): LocationFailure => ({
  title: GEO_LOOKUP_FAILED_TITLE,
  message,
  httpsAddress: null,
});

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      timeout: LOCATION_TIMEOUT_MS,
      maximumAge: LOCATION_MAX_AGE_MS,
    }),
  );
}

type Located = { place: Place } | { failure: LocationFailure };

/**
 * The shopper's position from the browser (spec/1 §8: only on a secure connection, which
 * browsers count localhost as), then its postcode from the API (`GET /api/places/reverse`).
 */
export async function findMyPlace(): Promise<Located> {
  if (!window.isSecureContext) return { failure: browserFailure("insecure-connection") };
  if (!("geolocation" in navigator)) return { failure: browserFailure("position-unavailable") };
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    return { failure: browserFailure(geoLookupErrorFromCode((error as GeolocationPositionError).code)) };
  }
  const { latitude: lat, longitude: lng } = position.coords;
  try {
    const { place } = await answer(
      browserApi.GET("/api/places/reverse", { params: { query: { lat, lng } } }),
    );
    return { place };
  } catch (error) {
    // A 404 is the geocoder's "OK, but no results"; any other failure names its reason.
    const status = error instanceof ApiError ? (error.status === 404 ? "OK" : error.code) : "unreachable";
    return { failure: geocoderFailure(geocoderFailureMessage(status, 0) ?? "") };
  }
}

/**
 * 'Use my location' for any postcode box: `locate()` answers the shopper's place, or null after
 * setting `failure` for the page's 'Geo Lookup Failed' dialog.
 */
export function useMyLocation() {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<LocationFailure | null>(null);

  const locate = useCallback(async (): Promise<Place | null> => {
    setLocating(true);
    setFailure(null);
    try {
      const located = await findMyPlace();
      if ("failure" in located) {
        setFailure(located.failure);
        return null;
      }
      return located.place;
    } finally {
      setLocating(false);
    }
  }, []);

  const dismissFailure = useCallback(() => setFailure(null), []);
  return { locate, locating, failure, dismissFailure };
}
