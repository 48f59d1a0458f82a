/** The app's delivery options module (decision 163): its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { actionReceiptsFor } from "../van/index.ts";
import { createVanDeliveryService } from "./service.ts";
import { createVanDeliveryStore } from "./store.ts";

export const vanDeliveriesFor = perDatabase((host) =>
  createVanDeliveryService({
    store: createVanDeliveryStore(host.database),
    receipts: actionReceiptsFor(host),
  }),
);
