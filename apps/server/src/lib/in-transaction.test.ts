import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.ts";
import type { Database } from "../db/client.ts";
import { inTransaction } from "./in-transaction.ts";

// PGlite by default, PostgreSQL over node-postgres when TEST_DATABASE_URL is set.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.rows(sql`create table if not exists tx_probe (name text primary key)`);
});
afterAll(() => database.close());

const names = async () =>
  (await database.rows<{ name: string }>(sql`select name from tx_probe order by name`)).map(
    (row) => row.name,
  );

describe("inTransaction", () => {
  it("commits every write when the work returns, and answers what it returned", async () => {
    const answer = await inTransaction(database, async (tx) => {
      await tx.execute(sql`insert into tx_probe values ('a')`);
      await tx.execute(sql`insert into tx_probe values ('b')`);
      return 42;
    });
    expect(answer).toBe(42);
    expect(await names()).toEqual(["a", "b"]);
  });

  it("keeps none of the writes when the work throws, and throws its error", async () => {
    const failure = new Error("the cause failed");
    await expect(
      inTransaction(database, async (tx) => {
        await tx.execute(sql`insert into tx_probe values ('c')`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await names()).toEqual(["a", "b"]);
  });

  it("rolls back when a later statement fails in the database", async () => {
    await expect(
      inTransaction(database, async (tx) => {
        await tx.execute(sql`insert into tx_probe values ('d')`);
        await tx.execute(sql`insert into tx_probe values ('a')`);
      }),
    ).rejects.toThrow();
    expect(await names()).toEqual(["a", "b"]);
  });

  it("leaves the database usable afterwards", async () => {
    await inTransaction(database, (tx) => tx.execute(sql`delete from tx_probe where name = 'b'`));
    expect(await names()).toEqual(["a"]);
  });
});
