/** Creating and dropping whole databases on the PostgreSQL server named by TEST_DATABASE_URL. */
import pg from "pg";

/** The server's URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new empty database, or a copy of `template` (much faster than migrating and seeding again). */
export function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  return administer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
