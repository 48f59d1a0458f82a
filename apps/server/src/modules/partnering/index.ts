/** The partnering module's public surface: its service, built once per database over the catalogue's. */
import { perDatabase } from "../../lib/per-database.ts";
import { catalogFor } from "../catalog/index.ts";
import { createPartneringService } from "./service.ts";
import { createPartneringStore } from "./store.ts";

export const partneringFor = perDatabase((host) =>
  createPartneringService(createPartneringStore(host.database.db), catalogFor(host)),
);
export type { PartneringAccount, Pricing } from "./service.ts";
