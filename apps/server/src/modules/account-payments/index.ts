/** The account payments module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { accountsFor } from "../accounts/index.ts";
import { paymentGatewayFor } from "../payments/index.ts";
import { createAccountPaymentsService } from "./service.ts";
import { createAccountPaymentsStore } from "./store.ts";

export const accountPaymentsFor = perDatabase((host) =>
  createAccountPaymentsService({
    database: host.database,
    store: createAccountPaymentsStore(host.database.db),
    gateway: paymentGatewayFor(host),
    accounts: accountsFor(host),
  }),
);
export { PaymentRefused, type AccountPaymentsService, type PaymentOutcome } from "./service.ts";
