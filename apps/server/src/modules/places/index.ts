/** The places module's public surface: its service, with the geocoder the configuration names, built once per app. */
import { createGeocoder } from "../../adapters/geocoder/index.ts";
import { perDatabase } from "../../lib/per-database.ts";
import { createPlaceService } from "./service.ts";

export type { PlaceService } from "./service.ts";

export const placesFor = perDatabase(({ config }) => createPlaceService(createGeocoder(config)));
