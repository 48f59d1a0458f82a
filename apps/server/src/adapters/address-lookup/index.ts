/** The address lookup configured for this process: Ideal Postcodes when IDEAL_POSTCODES_API_KEY is set, else the demo addresses. */
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { AddressLookup } from "./address-lookup.ts";
import { createEmbeddedAddressLookup } from "./embedded.ts";
import { createIdealPostcodesAddressLookup } from "./ideal-postcodes.ts";

export { AddressLookupUnavailableError, type AddressLookup, type FoundAddress } from "./address-lookup.ts";

export function createAddressLookup(
  config: Pick<Config, "idealPostcodesApiKey" | "idealPostcodesUrl">,
  db: Db,
): AddressLookup {
  return config.idealPostcodesApiKey
    ? createIdealPostcodesAddressLookup({
        apiKey: config.idealPostcodesApiKey,
        ...(config.idealPostcodesUrl ? { url: config.idealPostcodesUrl } : {}),
      })
    : createEmbeddedAddressLookup(db);
}
