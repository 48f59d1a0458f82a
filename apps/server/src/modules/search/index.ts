/** Search's public surface: its service, and the spelling vocabulary the demo data refreshes. */
import { perDatabase } from "../../lib/per-database.ts";
import { catalogFor } from "../catalog/index.ts";
import { createSearchService } from "./service.ts";
import { createSearchStore } from "./store.ts";

export const searchFor = perDatabase((host) =>
  createSearchService(createSearchStore(host.database), catalogFor(host)),
);
export { refreshSearchVocabulary } from "./service.ts";
