/**
 * Password hashes: scrypt from node:crypto with a random 16-byte salt, kept as
 * `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later without losing old hashes.
 * Neither a password nor a hash is ever logged or returned by the API.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const COST = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** The salt is random; only the demo-data generator passes one, so a fixed seed gives the same rows. */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(SALT_BYTES),
): Promise<string> {
  const key = await derive(password, salt, COST, KEY_BYTES);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when the password matches the stored hash; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every(Number.isInteger) || expected.length === 0) return false;
  const key = await derive(password, Buffer.from(salt, "base64url"), cost, expected.length);
  return timingSafeEqual(key, expected);
}
