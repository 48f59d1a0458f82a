/**
 * Login throttling per account and per client address (OWASP ASVS 2.2.1), counted in the
 * database so every process sees the same counts (docs/decisions/082-login-throttling.md).
 *
 * Every attempt is counted before its password is checked, atomically, so parallel guesses
 * cannot slip past the limit; an attempt over a limit is refused without checking the password.
 * An account is counted by its normalised email whether or not anyone has it, so the refusal
 * says nothing about which emails have accounts. A correct password clears its account's count
 * and takes its own attempt back from the address's, so an office's logins do not add up.
 */
import { createHash } from "node:crypto";
import type { LoginFailureStore } from "./login-failure-store.ts";

/** Failed logins an account may have in a window: plenty for a person who forgot, 40 guesses an hour at most. */
export const ACCOUNT_ATTEMPT_LIMIT = 10;
/** Failed logins one address may make in a window across all accounts (a shared office address included). */
export const ADDRESS_ATTEMPT_LIMIT = 30;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** Finished windows are swept at most this often, when an attempt is counted (the only time the table grows). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const digest = (key: string) => createHash("sha256").update(key).digest("base64url");

/** A refused attempt: how long until the window that refused it is over. */
export type Refusal = { retryAfterMs: number };

export function createLoginThrottle(store: LoginFailureStore, now: () => Date = () => new Date()) {
  let lastPrunedAt = 0;
  const accountKey = (email: string) => digest(`account:${email}`);
  const addressKey = (address: string) => digest(`address:${address}`);

  return {
    /** Counts an attempt at `email` (already normalised) from `address`; a Refusal when either is over its limit. */
    async attempt(email: string, address: string): Promise<Refusal | null> {
      const time = now();
      const windowOpenAfter = new Date(time.getTime() - ATTEMPT_WINDOW_MS);
      if (time.getTime() - lastPrunedAt >= PRUNE_EVERY_MS) {
        lastPrunedAt = time.getTime();
        await store.deleteOlderThan(windowOpenAfter);
      }
      const counts = [
        { ...(await store.count(accountKey(email), time, windowOpenAfter)), limit: ACCOUNT_ATTEMPT_LIMIT },
        { ...(await store.count(addressKey(address), time, windowOpenAfter)), limit: ADDRESS_ATTEMPT_LIMIT },
      ];
      const over = counts.filter((count) => count.failures > count.limit);
      if (over.length === 0) return null;
      const windowEnds = Math.max(
        ...over.map((count) => count.windowStartedAt.getTime() + ATTEMPT_WINDOW_MS),
      );
      return { retryAfterMs: windowEnds - time.getTime() };
    },

    /** The attempt was right: the account starts again, and the address's count loses this attempt. */
    async succeeded(email: string, address: string): Promise<void> {
      await store.clear(accountKey(email));
      await store.uncount(addressKey(address));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
