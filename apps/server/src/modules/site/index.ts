/** The site's public surface: the brand a host shows. */
import { perDatabase } from "../../lib/per-database.ts";
import { createSiteService } from "./service.ts";
import { createSiteStore } from "./store.ts";

export const siteFor = perDatabase(({ database, config }) => createSiteService(config, createSiteStore(database.db)));
export { brandForHost } from "./service.ts";
