/** The van orders module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { vanAppFor } from "../van/index.ts";
import { createVanOrderService } from "./service.ts";
import { createVanOrderStore } from "./store.ts";

export const vanOrdersFor = perDatabase((host) =>
  createVanOrderService({
    database: host.database,
    store: createVanOrderStore(host.database),
    vanApp: vanAppFor(host),
  }),
);
