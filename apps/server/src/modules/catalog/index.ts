/** The catalogue's public surface: its service (one per database, so one tree and one set of caches) and what listings share. */
import { perDatabase } from "../../lib/per-database.ts";
import { createCatalogService } from "./service.ts";
import { createCatalogStore } from "./store.ts";

export const catalogFor = perDatabase(({ database }) => createCatalogService(createCatalogStore(database)));
export type { CatalogService } from "./service.ts";
export { listingKey, listingRequest, type ListingRequest } from "./listing.ts";
export { ancestry, type CategoryEntry, type CategoryIndex } from "./category-index.ts";
