/** The van app module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { authFor } from "../auth/index.ts";
import { sharedSecret } from "../session/index.ts";
import { createActionReceipts } from "./action-receipts.ts";
import { createVanBasketService } from "./basket-service.ts";
import { createVanBasketStore } from "./basket-store.ts";
import { createVanAppService } from "./service.ts";
import { createUsedLinks } from "./sign-in-links.ts";
import { createVanStore } from "./store.ts";

/** The receipts of actions applied once per phone-made id (decisions 163, 169). */
export const actionReceiptsFor = perDatabase(({ database }) => createActionReceipts(database));

export const vanAppFor = perDatabase((host) => {
  const { database, config } = host;
  // VAN_APP_SECRET when set; otherwise one made once and shared by every process (decision 145).
  let secret: Promise<Buffer> | undefined;
  const appSecret = () =>
    (secret ??= config.vanAppSecret
      ? Promise.resolve(Buffer.from(config.vanAppSecret))
      : sharedSecret(database.db, "van-app"));
  return createVanAppService({
    database,
    store: createVanStore(database),
    receipts: actionReceiptsFor(host),
    usedLinks: createUsedLinks(database),
    secret: appSecret,
    users: authFor(host),
  });
});

/** The van app's basket and checkout (decision 153). */
export const vanBasketsFor = perDatabase(({ database }) =>
  createVanBasketService({
    database,
    store: createVanBasketStore(database),
    vans: createVanStore(database),
  }),
);

export { signLink } from "./sign-in-links.ts";
export { appSession, DELIVERY_SLOT_KEY, keptDeliverySlot, type ChosenSlot } from "./app-session.ts";
export type { VanAppService } from "./service.ts";
export type { ActionReceipts } from "./action-receipts.ts";
