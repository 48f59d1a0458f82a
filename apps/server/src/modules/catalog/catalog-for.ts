/**
 * One catalogue service per open database, shared by every module that lists products
 * (catalogue and search routes), so they share one category tree and one set of caches.
 */
import type { Database } from "../../db/client.ts";
import { createCatalogService, type CatalogService } from "./service.ts";
import { createCatalogStore } from "./store.ts";

const services = new WeakMap<Database, CatalogService>();

export function catalogFor(database: Database): CatalogService {
  let service = services.get(database);
  if (!service) {
    service = createCatalogService(createCatalogStore(database));
    services.set(database, service);
  }
  return service;
}
