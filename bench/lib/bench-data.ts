/**
 * The benchmarks' database: a PGlite folder seeded once with the demo catalogue (100,000 products
 * unless BENCH_PRODUCTS says otherwise) and reused while it holds that many. Also reads the
 * category slugs and product-name words the benchmarks build their varied requests from.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { seedDatabase } from "../../apps/server/src/modules/demo/index.ts";
import { refreshSearchVocabulary } from "../../apps/server/src/modules/search/index.ts";

export type BenchData = {
  dataDir: string;
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
const BRANCHES = 64;

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

export async function benchData(): Promise<BenchData> {
  const products = positive(process.env.BENCH_PRODUCTS, 100_000);
  const dataDir = process.env.BENCH_DATA_DIR ?? `/tmp/bench-data-${products}`;
  const marker = join(dataDir, "bench-seeded.json");
  const seeded = existsSync(marker) && JSON.parse(readFileSync(marker, "utf8")).products === products;
  if (!seeded) rmSync(dataDir, { recursive: true, force: true });

  const database = await openDatabase({ dataDir });
  try {
    if (!seeded) {
      console.log(
        `Seeding ${products.toLocaleString("en-GB")} products into ${dataDir} (once; later runs reuse it) …`,
      );
      const summary = await seedDatabase(database, { products, branches: BRANCHES, seed: SEED });
      await refreshSearchVocabulary(database);
      console.log(`Seeded in ${(summary.milliseconds / 1000).toFixed(1)} s`);
      writeFileSync(marker, JSON.stringify({ products }));
    }
    // Planner statistics, as a maintained database has them: PGlite runs no autovacuum, and a
    // migration since the last run may have added columns the planner knows nothing about.
    await database.rows(sql`analyze`);
    const categories = await database.rows<{ slug: string }>(
      sql`select slug from categories order by level, id`,
    );
    const words = await database.rows<{ word: string }>(sql`select word from search_vocabulary
      where word ~ '^[a-z]{4,}$' order by uses desc, word limit 60`);
    const popular = await database.rows<{ name: string }>(sql`select name from products
      where active order by popularity desc, id limit 40`);
    const spread = await database.rows<{ slug: string }>(sql`select slug from products
      where active order by md5(slug) limit 3000`);
    return {
      productSlugs: spread.map((row) => row.slug),
      dataDir,
      products,
      branches: BRANCHES,
      categorySlugs: categories.map((row) => row.slug),
      nameWords: words.map((row) => row.word),
      popularNames: popular.map((row) => row.name),
    };
  } finally {
    await database.close();
  }
}
