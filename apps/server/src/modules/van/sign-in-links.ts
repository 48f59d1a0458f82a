/**
 * The native shell's signed links (spec/3 §2 sulogin, sglogout; decision 145). A link's `hash` is
 * `<expiry>.<signature>`: the expiry in seconds since 1970 and the base64url HMAC-SHA256, under the
 * app secret, of the signed values and the expiry joined by "|". A link works once: its digest is
 * kept until it expires, and keeping it is one insert whose row count decides, so two requests
 * with the same link cannot both pass.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** A link made further ahead than this is refused: the shell makes them as it opens the app. */
export const SIGN_IN_LINK_MAX_LIFETIME_S = 15 * 60;

const HASH_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function signLink(secret: Buffer, values: readonly string[], expiresAtS: number): string {
  const signature = createHmac("sha256", secret)
    .update([...values, String(expiresAtS)].join("|"))
    .digest("base64url");
  return `${expiresAtS}.${signature}`;
}

/** The link's expiry when `hash` signs `values` and is live at `nowS`; null otherwise. */
export function verifiedExpiry(
  secret: Buffer,
  values: readonly string[],
  hash: string,
  nowS: number,
): number | null {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return null;
  const expiresAtS = Number(match[1]);
  if (expiresAtS <= nowS || expiresAtS > nowS + SIGN_IN_LINK_MAX_LIFETIME_S) return null;
  const expected = Buffer.from(signLink(secret, values, expiresAtS));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given) ? expiresAtS : null;
}

export function createUsedLinks(database: Database) {
  return {
    /** Keeps the link as used; false when it was used already. Links past their expiry are forgotten. */
    async use(hash: string, expiresAtS: number, now: Date): Promise<boolean> {
      await database.rows(sql`delete from app_sign_in_links where expires_at <= ${now}`);
      const digest = createHash("sha256").update(hash).digest("base64url");
      const kept = await database.rows(sql`
        insert into app_sign_in_links (hash_digest, expires_at) values (${digest}, ${new Date(expiresAtS * 1000)})
        on conflict do nothing returning hash_digest`);
      return kept.length === 1;
    },
  };
}

export type UsedLinks = ReturnType<typeof createUsedLinks>;
