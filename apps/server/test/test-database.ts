/**
 * The database of one test app: in-memory PGlite by default, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a fresh database of its own that is dropped when the app closes.
 * A whole database rather than a schema: the migrations name the `public` schema in their
 * foreign keys and keep their journal in schema `drizzle` (docs/decisions/054-…).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../src/db/client.ts";

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: "memory://" });

  const name = `t_${randomBytes(6).toString("hex")}`;
  await administer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
  return {
    ...database,
    close: async () => {
      await database.close();
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
