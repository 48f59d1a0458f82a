/** The checkout module's public surface: placing orders and reading them, built once per app. */
import { perDatabase } from "../../lib/per-database.ts";
import { addressLookupFor } from "../address-lookup/index.ts";
import { paymentGatewayFor } from "../payments/index.ts";
import { createCheckoutService } from "./service.ts";
import { createCheckoutStore } from "./store.ts";

export const checkoutFor = perDatabase((host) =>
  createCheckoutService(
    host.database,
    createCheckoutStore(host.database),
    paymentGatewayFor(host),
    addressLookupFor(host),
  ),
);
export type { CheckoutService, Shopper } from "./service.ts";
