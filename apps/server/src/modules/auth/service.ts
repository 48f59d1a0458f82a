/**
 * Signing in: checks an email and password against the users table. A wrong email and a wrong
 * password get the same answer after the same hashing work, so the reply does not tell anyone
 * which addresses have an account.
 */
import { httpError } from "../../plugins/http-error.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { AuthStore, UserRow } from "./store.ts";

/** What the shop may show about the signed-in user: never the hash. */
export type SignedInUser = { id: number; name: string; email: string };

export const LOGIN_REFUSED_MESSAGE = "Email or password is incorrect";

const signedIn = ({ id, name, email }: UserRow): SignedInUser => ({ id, name, email });

export function createAuthService(store: AuthStore) {
  // Verified against when no user has the email, so that answer costs one scrypt too.
  let standIn: Promise<string> | undefined;
  const standInHash = () => (standIn ??= hashPassword("no user has this password"));

  return {
    /** The user the email and password belong to; 401 `unauthorised` otherwise. */
    async logIn(email: string, password: string): Promise<SignedInUser> {
      const user = await store.findByEmail(email.trim().toLowerCase());
      const matches = await verifyPassword(password, user?.passwordHash ?? (await standInHash()));
      if (!user || !matches) throw httpError(401, "unauthorised", LOGIN_REFUSED_MESSAGE);
      return signedIn(user);
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
