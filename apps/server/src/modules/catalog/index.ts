/** The catalogue's public surface: its service (one per database, so one tree) and what listings share. */
import { perDatabase } from "../../lib/per-database.ts";
import { productIndexFor } from "../product-index/index.ts";
import { createCatalogService } from "./service.ts";
import { createCatalogStore } from "./store.ts";

export const catalogFor = perDatabase((host) =>
  createCatalogService(createCatalogStore(host.database), productIndexFor(host)),
);
export type { CatalogService } from "./service.ts";
export { listingOf } from "./service.ts";
export { listingRequest, type ListingRequest } from "../product-index/index.ts";
export { ancestry, type CategoryEntry, type CategoryIndex } from "./category-index.ts";
