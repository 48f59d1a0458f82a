/** The account-details module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { createAccountDetailsService } from "./service.ts";
import { createAccountDetailsStore } from "./store.ts";

export const accountDetailsFor = perDatabase(({ database }) =>
  createAccountDetailsService(createAccountDetailsStore(database.db)),
);
