/** The clearance module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { basketsFor } from "../basket/index.ts";
import { createClearanceService } from "./service.ts";
import { createClearanceStore } from "./store.ts";

export const clearanceFor = perDatabase((host) =>
  createClearanceService(createClearanceStore(host.database), basketsFor(host)),
);
