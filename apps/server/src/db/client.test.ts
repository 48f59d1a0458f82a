import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.ts";
import type { Database } from "./client.ts";

describe("database client", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("answers plain SQL with rows of the same shape on either driver", async () => {
    expect(await database.rows(sql`select 1::int as up`)).toEqual([{ up: 1 }]);
  });

  // PostgreSQL only: PGlite has one in-process connection that no server can cut.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "keeps answering after the server cuts an idle connection, without crashing the process",
    async () => {
      // Two queries at once leave two idle connections in the pool.
      await Promise.all([
        database.rows(sql`select pg_sleep(0.05)`),
        database.rows(sql`select pg_sleep(0.05)`),
      ]);
      const [cut] = await database.rows<{ cut: number }>(
        sql`select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(cut?.cut).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await database.rows(sql`select 2::int as up`)).toEqual([{ up: 2 }]);
    },
  );
});
