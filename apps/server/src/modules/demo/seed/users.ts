/**
 * Demo users, so the shop can be signed in to from the first start (README names them).
 * Only three, because each password hash costs a deliberate ~50 ms of scrypt.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { hashPassword } from "../../auth/index.ts";
import type { Executor } from "./sql-runner.ts";

/** The one demo password, printed in the README; never a real customer's. */
export const DEMO_PASSWORD = "BuildIt-2026!";

export type DemoUser = { email: string; name: string };

export const DEMO_USERS: readonly DemoUser[] = [
  { email: "trade@example.co.uk", name: "Sam Carter" },
  { email: "shopper@example.co.uk", name: "Alex Morgan" },
  { email: "builder@example.co.uk", name: "Pat Hughes" },
];

/**
 * Adds the demo users; a user already there (the catalogue was reset, users were not) is kept.
 * Their salts come from the seed, so the same seed writes the same rows (a demo password is public anyway).
 */
export async function insertDemoUsers(
  executor: Executor,
  seedKey: string,
  demoUsers: readonly DemoUser[] = DEMO_USERS,
): Promise<void> {
  for (const user of demoUsers) {
    const salt = createHash("sha256").update(`${seedKey}:${user.email}`).digest().subarray(0, 16);
    const passwordHash = await hashPassword(DEMO_PASSWORD, salt);
    await executor.execute(
      sql`insert into users (email, name, password_hash) values (${user.email}, ${user.name}, ${passwordHash}) on conflict (email) do nothing`,
    );
  }
}
