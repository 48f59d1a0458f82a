/** Replicas starting together on one empty PostgreSQL database (docs/decisions/089-replicas-start-one-at-a-time.md). */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig } from "../../test/build-test-app.ts";
import { createDatabase, databaseUrl, dropDatabase } from "../../test/postgres-admin.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("two replicas starting on one empty PostgreSQL database", () => {
  it("both start, and the database is migrated and seeded once", async () => {
    const server = serverUrl ?? "";
    const name = `t_replicas_${randomBytes(4).toString("hex")}`;
    await createDatabase(server, name);
    const config = testConfig({
      databaseUrl: databaseUrl(server, name),
      seed: { products: 40, branches: 4, seed: 3 },
    });
    const apps: FastifyInstance[] = [];
    try {
      const starts = await Promise.allSettled([buildApp(config), buildApp(config)]);
      for (const start of starts) if (start.status === "fulfilled") apps.push(start.value);
      expect(
        starts.map((start) => (start.status === "fulfilled" ? "started" : String(start.reason))),
      ).toEqual(["started", "started"]);
      const [counts] = await apps[0]!.database.rows<{ products: number; branches: number; brands: number }>(
        sql`select (select count(*) from products)::int as products, (select count(*) from branches)::int as branches,
                   (select count(*) from brands)::int as brands`,
      );
      expect(counts).toEqual({ products: 40, branches: 4, brands: 4 });
    } finally {
      for (const app of apps) await app.close();
      await dropDatabase(server, name);
    }
  }, 60_000);
});
