/** The geocoder configured for this process: postcodes.io-compatible when GEOCODER_URL is set, else the shipped tables. */
import { createEmbeddedGeocoder } from "./embedded.ts";
import type { Geocoder } from "./geocoder.ts";
import { createPostcodesIoGeocoder } from "./postcodes-io.ts";

export { GeocoderUnavailableError, type Geocoder, type Place } from "./geocoder.ts";

export function createGeocoder(config: { geocoderUrl: string | undefined }): Geocoder {
  return config.geocoderUrl
    ? createPostcodesIoGeocoder({ url: config.geocoderUrl })
    : createEmbeddedGeocoder();
}
