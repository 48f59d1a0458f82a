/**
 * The benchmarks' database: a PGlite folder, or with BENCH_DATABASE_URL a PostgreSQL database,
 * seeded once with the demo catalogue (100,000 products unless BENCH_PRODUCTS says otherwise) and
 * reused while it holds that many. Also reads the category slugs and product-name words the
 * benchmarks build their varied requests from.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "../../apps/server/src/db/client.ts";
import { seedDatabase } from "../../apps/server/src/modules/demo/index.ts";

export type BenchData = {
  dataDir: string;
  /** PostgreSQL instead of the PGlite folder, when BENCH_DATABASE_URL names one. */
  databaseUrl?: string;
  products: number;
  /** Branches in the database, with ids 1..branches. */
  branches: number;
  /** Every category slug, top level first. */
  categorySlugs: string[];
  /** The commonest words of product names (letters only), most used first. */
  nameWords: string[];
  /** Names of the most popular products, most popular first. */
  popularNames: string[];
  /** Slugs of products spread over the whole catalogue, for product pages. */
  productSlugs: string[];
};

const SEED = 20261121;

/** Demo products have ids 1..products; a stride coprime with the count visits them spread out. */
const STRIDE = 7_919;

/** The `n`th product of a walk spread over the whole catalogue of `products`. */
export const spreadProductId = (n: number, { products }: { products: number }): number =>
  1 + ((n * STRIDE) % products);
const BRANCHES = 64;

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

export async function benchData(): Promise<BenchData> {
  const products = positive(process.env.BENCH_PRODUCTS, 100_000);
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = process.env.BENCH_DATA_DIR ?? `/tmp/bench-data-${products}`;
  const store = databaseUrl ? postgresStore(databaseUrl) : folderStore(dataDir);
  const seeded = (await store.seededWith()) === products;
  if (!seeded) await store.empty();

  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    if (!seeded) {
      console.log(
        `Seeding ${products.toLocaleString("en-GB")} products into ${store.name} (once; later runs reuse it) …`,
      );
      const summary = await seedDatabase(database, { products, branches: BRANCHES, seed: SEED });
      console.log(`Seeded in ${(summary.milliseconds / 1000).toFixed(1)} s`);
      await store.markSeeded(database, products);
    }
    // Planner statistics, as a maintained database has them: PGlite runs no autovacuum, and a
    // migration since the last run may have added columns the planner knows nothing about.
    await database.rows(sql`analyze`);
    const categories = await database.rows<{ slug: string }>(
      sql`select slug from categories order by level, id`,
    );
    const names = await database.rows<{ name: string }>(sql`select name from products where active`);
    const popular = await database.rows<{ name: string }>(sql`select name from products
      where active order by popularity desc, id limit 40`);
    const spread = await database.rows<{ slug: string }>(sql`select slug from products
      where active order by md5(slug) limit 3000`);
    return {
      productSlugs: spread.map((row) => row.slug),
      dataDir,
      databaseUrl,
      products,
      branches: BRANCHES,
      categorySlugs: categories.map((row) => row.slug),
      nameWords: commonestWords(
        names.map((row) => row.name),
        60,
      ),
      popularNames: popular.map((row) => row.name),
    };
  } finally {
    await database.close();
  }
}

/** Where the benchmark database lives, and how it remembers being seeded with a number of products. */
type Store = {
  name: string;
  seededWith: () => Promise<number | null>;
  /** Leaves nothing behind, so the next open migrates and seeds from scratch. */
  empty: () => Promise<void>;
  markSeeded: (database: Database, products: number) => Promise<void>;
};

function folderStore(dataDir: string): Store {
  const marker = join(dataDir, "bench-seeded.json");
  return {
    name: dataDir,
    seededWith: async () =>
      existsSync(marker) ? (JSON.parse(readFileSync(marker, "utf8")) as { products: number }).products : null,
    empty: async () => rmSync(dataDir, { recursive: true, force: true }),
    markSeeded: async (_database, products) => writeFileSync(marker, JSON.stringify({ products })),
  };
}

/** A PostgreSQL database of its own, dropped and made again when it is not the one wanted. */
function postgresStore(url: string): Store {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const withClient = async <T>(address: string, work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: address });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: `PostgreSQL database ${name}`,
    seededWith: () =>
      withClient(url, async (client) => {
        const { rows } = await client.query<{ products: number }>("select products from bench_seeded");
        return rows[0]?.products ?? null;
      }).catch(() => null),
    empty: () =>
      withClient(maintenance.href, async (client) => {
        const quoted = `"${name.replaceAll('"', '""')}"`;
        await client.query(`drop database if exists ${quoted} with (force)`);
        await client.query(`create database ${quoted}`);
      }),
    markSeeded: async (database, products) => {
      await database.rows(sql`create table bench_seeded (products integer not null)`);
      await database.rows(sql`insert into bench_seeded values (${products})`);
    },
  };
}

/** The words of four letters or more used most across the names, most used first (ties alphabetical). */
function commonestWords(names: readonly string[], count: number): string[] {
  const uses = new Map<string, number>();
  for (const name of names)
    for (const word of new Set(name.toLowerCase().match(/\b[a-z]{4,}\b/g) ?? []))
      uses.set(word, (uses.get(word) ?? 0) + 1);
  return [...uses]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, count)
    .map(([word]) => word);
}
