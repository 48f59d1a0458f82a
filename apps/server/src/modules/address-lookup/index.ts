/** The address-lookup module's public surface: its service, over the lookup the configuration names, built once per app. */
import { createAddressLookup } from "../../adapters/address-lookup/index.ts";
import { perDatabase } from "../../lib/per-database.ts";
import { createAddressLookupService } from "./service.ts";

export type { AddressLookupService, HouseAtPostcode } from "./service.ts";

export const addressLookupFor = perDatabase(({ config, database }) =>
  createAddressLookupService(createAddressLookup(config, database.db)),
);
