/**
 * A signed-in user's own details (issue 11; spec/1 §2 account pages). The request schema has
 * already held each field to the account-details form's rules (`@merchant/domain/forms`, the
 * table the page's check on blur answers from); here an empty phone or company becomes none.
 */
import type { AccountDetails, AccountDetailsBody } from "@merchant/contract";
import { unauthorised } from "../../lib/domain-errors.ts";
import type { AccountDetailsStore } from "./store.ts";

/** Said when the session's user has gone between the session check and the read. */
const SIGNED_OUT_MESSAGE = "Please log in to see your details";

const noneIfEmpty = (value: string | undefined): string | null => (value ? value : null);

export function createAccountDetailsService(store: AccountDetailsStore) {
  return {
    async details(userId: number): Promise<AccountDetails> {
      const details = await store.find(userId);
      if (!details) throw unauthorised(SIGNED_OUT_MESSAGE);
      return details;
    },

    /** The email address is not among them: it is the login, changed only with proof (decision 120). */
    async save(userId: number, body: AccountDetailsBody): Promise<AccountDetails> {
      const saved = await store.update(userId, {
        name: body.name,
        phone: noneIfEmpty(body.phone),
        company: noneIfEmpty(body.company),
      });
      if (!saved) throw unauthorised(SIGNED_OUT_MESSAGE);
      return saved;
    },
  };
}

export type AccountDetailsService = ReturnType<typeof createAccountDetailsService>;
