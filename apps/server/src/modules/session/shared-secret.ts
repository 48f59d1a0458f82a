/**
 * Secrets every process of the shop must agree on, kept in the database: the first process to
 * ask for one makes it, every later process (and restart) reads the same value. Made with
 * `on conflict do nothing`, so two processes starting together still end up with one secret.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { serverSecrets } from "../../db/schema.ts";

const SECRET_BYTES = 32;

export async function sharedSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(SECRET_BYTES).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  if (!row) throw new Error(`server secret ${name} was neither made nor found`);
  return Buffer.from(row.value, "base64url");
}
