/**
 * Signing in: checks an email and password against the users table. A wrong email and a wrong
 * password get the same answer after the same hashing work, and the same throttling, so the
 * reply does not tell anyone which addresses have an account.
 */
import { tooManyAttempts, unauthorised } from "../../lib/domain-errors.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { AuthStore, UserRow } from "./store.ts";

/** What the shop may show about the signed-in user: never the hash. */
export type SignedInUser = { id: number; name: string; email: string };

export const LOGIN_REFUSED_MESSAGE = "Email or password is incorrect";

/** "Too many failed logins. Please try again in 12 minutes." */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed logins. Please try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`;
}

const signedIn = ({ id, name, email }: UserRow): SignedInUser => ({ id, name, email });

export function createAuthService(store: AuthStore, throttle: LoginThrottle) {
  // Verified against when no user has the email, so that answer costs one scrypt too.
  let standIn: Promise<string> | undefined;
  const standInHash = () => (standIn ??= hashPassword("no user has this password"));

  return {
    /**
     * The user the email and password belong to; 401 `unauthorised` otherwise, or 429
     * `rate_limited` without looking at the password once the account or the client `address`
     * has had too many attempts.
     */
    async logIn(email: string, password: string, address: string): Promise<SignedInUser> {
      const normalised = email.trim().toLowerCase();
      const refusal = await throttle.attempt(normalised, address);
      if (refusal) throw tooManyAttempts(tooManyAttemptsMessage(refusal.retryAfterMs));
      const user = await store.findByEmail(normalised);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await standInHash()));
      if (!user || !matches) throw unauthorised(LOGIN_REFUSED_MESSAGE);
      await throttle.succeeded(normalised, address);
      return signedIn(user);
    },

    /** Whether an account uses the email, whatever its case (the guest checkout's question). */
    async accountExists(email: string): Promise<boolean> {
      return (await store.findByEmail(email.trim().toLowerCase())) !== undefined;
    },

    /** The user a session is signed in as, or null (signed out, or the user has gone). */
    async sessionUser(userId: number | null): Promise<SignedInUser | null> {
      if (userId === null) return null;
      const user = await store.findById(userId);
      return user ? signedIn(user) : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
