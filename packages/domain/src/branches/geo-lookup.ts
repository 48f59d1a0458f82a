import { fillMessage } from "../shared/result.ts";
import {
  GEO_INSECURE_CONNECTION_MESSAGE,
  GEO_LOOKUP_FAILED_TITLE,
  GEO_PERMISSION_DENIED_MESSAGE,
  GEO_POSITION_UNAVAILABLE_MESSAGE,
  GEO_TIMEOUT_MESSAGE,
  GEO_UNKNOWN_ERROR_MESSAGE,
  GEOCODER_FAILED_MESSAGE,
  GEOCODER_NO_RESULTS_MESSAGE,
} from "./messages.ts";

/** spec/1 §8: why the browser could not give a location. */
export type GeoLookupError =
  "insecure-connection" | "permission-denied" | "timeout" | "unknown" | "position-unavailable";

/**
 * The W3C GeolocationPositionError codes: 1 permission denied, 2 position unavailable,
 * 3 timeout. Any other code is an error the browser could not explain.
 */
export function geoLookupErrorFromCode(code: number): GeoLookupError {
  switch (code) {
    case 1:
      return "permission-denied";
    case 2:
      return "position-unavailable";
    case 3:
      return "timeout";
    default:
      return "unknown";
  }
}

export type GeoLookupFailure = {
  readonly title: string;
  readonly message: string;
  /** Only the insecure-connection message is a link: clicking it reloads the page over https. */
  readonly redirectToHttps: boolean;
};

const MESSAGES: Record<GeoLookupError, string> = {
  "insecure-connection": GEO_INSECURE_CONNECTION_MESSAGE,
  "permission-denied": GEO_PERMISSION_DENIED_MESSAGE,
  timeout: GEO_TIMEOUT_MESSAGE,
  unknown: GEO_UNKNOWN_ERROR_MESSAGE,
  "position-unavailable": GEO_POSITION_UNAVAILABLE_MESSAGE,
};

/** spec/1 §8: the 'Geo Lookup Failed' dialog for a location error. */
export function geoLookupFailure(error: GeoLookupError): GeoLookupFailure {
  return {
    title: GEO_LOOKUP_FAILED_TITLE,
    message: MESSAGES[error],
    redirectToHttps: error === "insecure-connection",
  };
}

/**
 * spec/1 §8: reverse geocoding. 'OK' with results is no failure (null); 'OK' without results
 * reads 'No results found'; any other status is named in the message.
 */
export function geocoderFailureMessage(status: string, resultCount: number): string | null {
  if (status !== "OK") return fillMessage(GEOCODER_FAILED_MESSAGE, { status });
  return resultCount > 0 ? null : GEOCODER_NO_RESULTS_MESSAGE;
}
