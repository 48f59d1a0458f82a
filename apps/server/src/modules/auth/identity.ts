/**
 * Opening an account, a forgotten password and changing it (issue 11 Identity; decision 114).
 * A link to set a new password is a random token emailed through the outbox in the same
 * transaction that records it; it works once, within the hour. Setting a new password, by link
 * or by the account page, signs the account out of every other session.
 */
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_LIFETIME_MINUTES,
  RESET_LINK_LIFETIME_MS,
  resetLinkSentMessage,
} from "@merchant/domain/accounts";
import type { Database } from "../../db/client.ts";
import { conflict, DomainError, invalid } from "../../lib/domain-errors.ts";
import { inTransaction, type Executor } from "../../lib/in-transaction.ts";
import { queueEmail } from "../mail/index.ts";
import type { Session, SessionService } from "../session/index.ts";
import { hashPassword } from "./password.ts";
import type { ResetStore } from "./reset-store.ts";
import type { AuthService, SignedInUser } from "./service.ts";
import type { AuthStore } from "./store.ts";

/** Where a link in an email leads: the shop's own origin the request came to, and the brand's name. */
export type LinkSite = { origin: string; shopName: string };

const normalised = (email: string) => email.trim().toLowerCase();

function resetEmail(to: string, name: string, link: string, shopName: string) {
  const lifetime = `${RESET_LINK_LIFETIME_MINUTES} minutes`;
  const text = [
    `Hello ${name},`,
    "",
    `Someone asked to set a new password for your ${shopName} account. If it was you, open this link within ${lifetime}:`,
    "",
    link,
    "",
    "The link works once. If you did not ask, ignore this email: your password stays as it is.",
  ].join("\n");
  const escape = (value: string) =>
    value.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  const html = [
    `<p>Hello ${escape(name)},</p>`,
    `<p>Someone asked to set a new password for your ${escape(shopName)} account. If it was you, open this link within ${lifetime}:</p>`,
    `<p><a href="${escape(link)}">Set a new password</a></p>`,
    "<p>The link works once. If you did not ask, ignore this email: your password stays as it is.</p>",
  ].join("\n");
  return {
    kind: "password-reset",
    to,
    subject: `Set a new password for your ${shopName} account`,
    text,
    html,
  };
}

export function createIdentityService(deps: {
  database: Database;
  store: AuthStore;
  resets: ResetStore;
  sessions: SessionService;
  auth: AuthService;
}) {
  const { database, store, resets, sessions, auth } = deps;

  /**
   * The new password (hashed by the caller, before the transaction: scrypt is slow, and PGlite
   * serves no one else while a transaction is open) in force, every link retired and every other
   * session ended, in one transaction.
   */
  async function setPassword(tx: Executor, userId: number, passwordHash: string, keep: Session | null) {
    await store.setPasswordHash(userId, passwordHash, tx);
    await resets.retireAll(userId, new Date(), tx);
    await sessions.endOthers(userId, keep, tx);
  }

  return {
    /**
     * A new account; 409 naming `email` when one already uses it. `homeBranchId`: the branch
     * chosen in the form (checked by the caller), kept with the user in the same insert.
     */
    async register(
      name: string,
      email: string,
      password: string,
      homeBranchId: number | null = null,
    ): Promise<SignedInUser> {
      const user = await store.insert({
        email: normalised(email),
        name: name.trim(),
        passwordHash: await hashPassword(password),
        homeBranchId,
      });
      if (!user) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
      return { id: user.id, name: user.name, email: user.email };
    },

    /**
     * Emails a link when an account uses the address. The answer is the same either way, so it
     * tells no one which addresses have accounts.
     */
    async forgottenPassword(email: string, site: LinkSite): Promise<string> {
      const user = await store.findByEmail(normalised(email));
      if (user) {
        await inTransaction(database, async (tx) => {
          const token = await resets.issue(user.id, new Date(Date.now() + RESET_LINK_LIFETIME_MS), tx);
          const link = `${site.origin}/account/reset-password?token=${token}`;
          await queueEmail(tx, resetEmail(user.email, user.name, link, site.shopName));
        });
      }
      return resetLinkSentMessage();
    },

    /** Sets the password a live link's token allows, once; 400 naming `token` for any other. */
    async resetPassword(token: string, password: string, current: Session | null): Promise<number> {
      const passwordHash = await hashPassword(password);
      return inTransaction(database, async (tx) => {
        const claimed = await resets.claim(token, new Date(), tx);
        if (claimed === undefined)
          throw invalid(RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });
        // The session the link is opened in is the one that stays (it is renewed by the caller).
        await setPassword(tx, claimed, passwordHash, current);
        return claimed;
      });
    },

    /** Changes the signed-in user's password given the current one (checked and throttled as a login is). */
    async changePassword(
      user: SignedInUser,
      current: string,
      next: string,
      address: string,
      session: Session,
    ): Promise<void> {
      try {
        await auth.logIn(user.email, current, address);
      } catch (error) {
        if (error instanceof DomainError && error.kind === "unauthorised") {
          throw invalid(CURRENT_PASSWORD_WRONG_MESSAGE, { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE });
        }
        throw error;
      }
      const passwordHash = await hashPassword(next);
      await inTransaction(database, (tx) => setPassword(tx, user.id, passwordHash, session));
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
