/**
 * The API tests' in-memory PGlite databases, used again within a worker (decision 181). Opening one from its template
 * costs a second or two of CPU, as PGlite unpacks its own files and the template's into memory: 123 opens were a
 * third of the suite's time. A test's database that closes goes back to its worker's pool set back to its template:
 * the session discarded, every table emptied and refilled from a copy taken when the first of its kind opened, every
 * sequence where the template left it. One whose schema a test changed is closed for good instead.
 */
import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, pgliteDatabase, type Database } from "../src/db/client.ts";
import type { TestData } from "./global-setup.ts";

/** A template's contents, as its first copy in this worker opened. */
type Pristine = {
  schema: string;
  tables: string[];
  rows: { table: string; copy: Blob }[];
  sequences: string;
  /** What PGlite sets for its session as it opens (the search path), which DISCARD ALL takes away. */
  settings: string;
};

/** Enough for the tests that hold a few databases at once; more are closed. */
const KEPT_PER_KIND = 4;
const idle: Record<TestData, PGlite[]> = { empty: [], demo: [] };
const pristine: Partial<Record<TestData, Pristine>> = {};
let opened = 0;

/** How many databases this worker has opened from a template (the pool's own tests read it). */
export const openedFromTemplates = () => opened;

export async function openPooledPglite(data: TestData, templateFile: string): Promise<Database> {
  const client = idle[data].pop() ?? (await openFromTemplate(data, templateFile));
  return lend(client, data);
}

async function openFromTemplate(data: TestData, templateFile: string): Promise<PGlite> {
  const database = await openDatabase({
    dataDir: "memory://",
    loadDataDir: new Blob([await readFile(templateFile)]),
  });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  opened += 1;
  pristine[data] ??= await snapshot(client);
  return client;
}

/**
 * The database a test sees: after its close, the client answers as a closed PGlite does, so an app's late work
 * fails as it would on a closed database instead of reaching the next test's.
 */
function lend(client: PGlite, data: TestData): Promise<Database> {
  let lent = true;
  const listening = new Set<() => Promise<void>>();
  const closed = () => Promise.reject(new Error("PGlite is closed"));
  const view = new Proxy(client, {
    get(target, property) {
      if (property === "closed") return !lent || target.closed;
      if (property === "ready") return lent && target.ready;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "listen") return listenOn(target, listening, () => lent);
      return (...args: unknown[]) => (lent ? value.apply(target, args) : closed());
    },
  });
  return pgliteDatabase(view, async () => {
    lent = false;
    for (const unlisten of listening) await unlisten();
    await giveBack(client, data);
  });
}

/** PGlite's listen, with each listener remembered until it stops, so a returned client hears nothing of its last test. */
function listenOn(
  client: PGlite,
  listening: Set<() => Promise<void>>,
  lent: () => boolean,
): PGlite["listen"] {
  return async (...args) => {
    if (!lent()) throw new Error("PGlite is closed");
    const unlisten = await client.listen(...args);
    const stop = async () => {
      listening.delete(stop);
      await unlisten();
    };
    listening.add(stop);
    return stop;
  };
}

async function giveBack(client: PGlite, data: TestData): Promise<void> {
  const kept = idle[data].length < KEPT_PER_KIND && (await setBack(client, pristine[data]!));
  if (kept) idle[data].push(client);
  else await client.close();
}

/** The template's state again; false when a test changed the schema (or left a transaction open). */
async function setBack(client: PGlite, template: Pristine): Promise<boolean> {
  try {
    await freshSession(client, template.settings);
    if ((await schemaOf(client)) !== template.schema) return false;
    await client.transaction(async (tx) => {
      await tx.exec("SET LOCAL session_replication_role = replica");
      await tx.exec(`TRUNCATE ${template.tables.join(", ")}`);
      for (const { table, copy } of template.rows) {
        await tx.query(`COPY ${table} FROM '/dev/blob'`, [], { blob: copy });
      }
      await tx.query(
        `SELECT setval(s.name::regclass, s.value, s.called)
           FROM jsonb_to_recordset($1::jsonb) AS s(name text, value bigint, called boolean)`,
        [template.sequences],
      );
    });
    return true;
  } catch {
    return false;
  }
}

const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

/** Settings, prepared statements, temporary tables, advisory locks and LISTENs of the last test's session gone. */
async function freshSession(client: PGlite, settings: string): Promise<void> {
  await client.exec("DISCARD ALL");
  await client.query(
    "SELECT set_config(s.name, s.setting, false) FROM jsonb_to_recordset($1::jsonb) AS s(name text, setting text)",
    [settings],
  );
}

async function snapshot(client: PGlite): Promise<Pristine> {
  const { rows: settings } = await client.query<{ list: string }>(
    `SELECT coalesce(jsonb_agg(jsonb_build_object('name', name, 'setting', setting)), '[]')::text AS list
       FROM pg_settings WHERE source = 'session'`,
  );
  // The session as every set-back leaves it: the digest's names print by the search path.
  await freshSession(client, settings[0]!.list);
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND ${USER_SCHEMAS} ORDER BY 1`,
  );
  const rows: Pristine["rows"] = [];
  for (const { name } of tables) {
    const { blob } = await client.query(`COPY ${name} TO '/dev/blob'`);
    if (blob && blob.size > 0) rows.push({ table: name, copy: blob });
  }
  // Read from each sequence itself: pg_sequences hides a value set with is_called false (as the seed leaves some).
  const { rows: names } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'S' AND ${USER_SCHEMAS}`,
  );
  const sequences = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ value: string; called: boolean }>(
      `SELECT last_value::text AS value, is_called AS called FROM ${name}`,
    );
    sequences.push({ name, ...rows[0]! });
  }
  return {
    schema: await schemaOf(client),
    tables: tables.map(({ name }) => name),
    rows,
    sequences: JSON.stringify(sequences),
    settings: settings[0]!.list,
  };
}

/** A digest of what a test could add, drop or alter: relations, columns, functions, triggers, constraints, extensions, roles. */
async function schemaOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(
    `SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS digest FROM (
       SELECT 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text AS item
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
       UNION ALL
       SELECT 'column ' || a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
              || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attnum > 0 AND NOT a.attisdropped AND ${USER_SCHEMAS}
       UNION ALL
       SELECT 'function ' || p.oid::regprocedure || ' ' || md5(p.prosrc)
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMAS}
       UNION ALL
       SELECT 'trigger ' || t.tgrelid::regclass || '.' || t.tgname || ' ' || t.tgenabled::text FROM pg_trigger t WHERE NOT t.tgisinternal
       UNION ALL
       SELECT 'constraint ' || c.conrelid::regclass || '.' || c.conname || ' ' || pg_get_constraintdef(c.oid)
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE ${USER_SCHEMAS}
       UNION ALL
       SELECT 'view ' || v.schemaname || '.' || v.viewname || ' ' || md5(v.definition) FROM pg_views v
        WHERE v.schemaname NOT IN ('pg_catalog', 'information_schema')
       UNION ALL
       SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension
       UNION ALL
       SELECT 'role ' || rolname || ' ' || rolsuper FROM pg_roles
       UNION ALL
       SELECT 'settings ' || coalesce(setconfig::text, '') FROM pg_db_role_setting
     ) items`,
  );
  return rows[0]!.digest;
}
