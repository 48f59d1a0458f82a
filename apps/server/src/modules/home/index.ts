/** The home module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { catalogFor } from "../catalog/index.ts";
import { createHomeService } from "./service.ts";
import { createHomeStore } from "./store.ts";

export const homeFor = perDatabase((host) =>
  createHomeService(createHomeStore(host.database.db), catalogFor(host)),
);
