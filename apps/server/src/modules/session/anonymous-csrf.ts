/**
 * CSRF tokens for visitors without a session row (signed double submit, OWASP's "signed
 * double-submit cookie"): cookie `csrf` holds a random seed, and the token is the HMAC of that
 * seed under a secret all processes share. Only a page that can read our responses learns the
 * token, and only a browser holding the cookie can use it; reading the token writes nothing.
 */
import { createHmac, randomBytes } from "node:crypto";

export const CSRF_SEED_COOKIE = "csrf";
/** 32 random bytes in base64url, as the seed is made. */
const SEED_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createAnonymousCsrf(secret: Buffer) {
  return {
    newSeed: () => randomBytes(32).toString("base64url"),
    isSeed: (value: string | undefined): value is string => value !== undefined && SEED_PATTERN.test(value),
    tokenFor: (seed: string) => createHmac("sha256", secret).update(`csrf-token:${seed}`).digest("base64url"),
  };
}

export type AnonymousCsrf = ReturnType<typeof createAnonymousCsrf>;
