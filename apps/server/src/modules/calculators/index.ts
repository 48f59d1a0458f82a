/** The calculators module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { catalogFor } from "../catalog/index.ts";
import { createCalculatorService } from "./service.ts";
import { createCalculatorStore } from "./store.ts";

export const calculatorsFor = perDatabase((host) =>
  createCalculatorService(createCalculatorStore(host.database.db), catalogFor(host)),
);
