/** The private store module's public surface: its service, built once per database (decision 167). */
import { perDatabase } from "../../lib/per-database.ts";
import { checkoutFor } from "../checkout/index.ts";
import { createPrivateStoreService } from "./service.ts";
import { createPrivateStoreStore } from "./store.ts";

export const privateStoresFor = perDatabase((host) =>
  createPrivateStoreService({
    database: host.database,
    store: createPrivateStoreStore(host.database),
    shelf: checkoutFor(host),
  }),
);
export type { PrivateStoreService } from "./service.ts";
