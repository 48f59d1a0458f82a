/** The account documents module's public surface: its service, built once per database. */
import { ACCOUNTS_ERP_FILTER } from "@merchant/domain/accounts";
import { perDatabase } from "../../lib/per-database.ts";
import { accountsFor } from "../accounts/index.ts";
import { createAccountDocumentsService } from "./service.ts";
import { createAccountDocumentsStore } from "./store.ts";

export const accountDocumentsFor = perDatabase((host) =>
  createAccountDocumentsService({
    database: host.database,
    store: createAccountDocumentsStore(host.database.db),
    // All of them: a statement or a request is about any account the user holds, not only the site's ERP's.
    heldAccounts: (holder) => accountsFor(host).list(holder, ACCOUNTS_ERP_FILTER.all, async () => null),
  }),
);
export { ONLINE_INVOICES_EMAIL_KIND } from "./online-invoices-email.ts";
