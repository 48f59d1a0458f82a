/** The info pages module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { createInfoPageService } from "./service.ts";
import { createInfoPageStore } from "./store.ts";

export const infoPagesFor = perDatabase(({ database }) =>
  createInfoPageService(createInfoPageStore(database.db)),
);
