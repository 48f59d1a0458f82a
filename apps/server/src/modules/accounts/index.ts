/** The accounts module's public surface: the service over a user's trade accounts. */
import { perDatabase } from "../../lib/per-database.ts";
import { queueEmail } from "../mail/index.ts";
import { createAccountService } from "./service.ts";
import { createAccountStore } from "./store.ts";

export const accountsFor = perDatabase((host) =>
  createAccountService(createAccountStore(host.database.db), async (email) => {
    await queueEmail(host.database, email);
  }),
);
export { activeAccountOf, type AccountHolder, type TermsBranch } from "./service.ts";
export { ACTIVE_ACCOUNT_KEY, accountHolder, branchOfRequest, signedInHolder } from "./holder.ts";
export { accountTermsAt, onAccountTerms, type AccountTerms } from "./trade-terms.ts";
export { reduceBalance } from "./balance.ts";
export {
  accountChangeFor,
  compatibilityOf,
  refuseUnsupportedPurchase,
  type AccountChoice,
} from "./branch-change.ts";
