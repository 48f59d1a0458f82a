/**
 * The nearby-branches benchmark's own small database: a few hundred products and 2,000 branches
 * (BENCH_BRANCHES), seeded once into /tmp/bench-branches-<branches> and reused. The demo
 * generator places a branch in each of its ~120 towns; the rest are copies of those branches moved
 * up to ten miles or so (a deterministic hash of their number), with the same features and stock.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { seedDatabase } from "../../apps/server/src/modules/demo/index.ts";
import { MAX_SEED_BRANCHES } from "../../apps/server/src/modules/demo/seed/branches.ts";
import type { BenchData } from "./bench-data.ts";

const SEED = 20261121;
const PRODUCTS = 200;

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

export async function branchBenchData(): Promise<BenchData & { branches: number }> {
  const branches = Math.max(MAX_SEED_BRANCHES, positive(process.env.BENCH_BRANCHES, 2_000));
  const dataDir = `/tmp/bench-branches-${branches}`;
  const marker = join(dataDir, "bench-seeded.json");
  const wanted = { products: PRODUCTS, branches };
  const seeded = existsSync(marker) && readFileSync(marker, "utf8") === JSON.stringify(wanted);
  if (!seeded) rmSync(dataDir, { recursive: true, force: true });

  const database = await openDatabase({ dataDir });
  try {
    if (!seeded) {
      console.log(
        `Seeding ${branches.toLocaleString("en-GB")} branches into ${dataDir} (once; later runs reuse it) …`,
      );
      const started = performance.now();
      await seedDatabase(database, { products: PRODUCTS, branches: MAX_SEED_BRANCHES, seed: SEED });
      await copyBranches(database, branches - MAX_SEED_BRANCHES);
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      writeFileSync(marker, JSON.stringify(wanted));
    }
    await database.rows(sql`analyze`);
    return {
      dataDir,
      products: PRODUCTS,
      branches,
      categorySlugs: [],
      nameWords: [],
      popularNames: [],
      productSlugs: [],
    };
  } finally {
    await database.close();
  }
}

/** Adds `extra` branches, each a moved copy of a seeded one with its features and stock. */
async function copyBranches(
  database: Awaited<ReturnType<typeof openDatabase>>,
  extra: number,
): Promise<void> {
  const jitter = (n: string, axis: string, degrees: number) =>
    sql.raw(`((abs(hashtext(${n} || ':${axis}')) % 2001) / 1000.0 - 1) * ${degrees}`);
  await database.rows(sql`create temp table bench_copies as
    select b.*, b.id as source_id, row_number() over (order by g, b.id) as copy_no
    from branches b cross join generate_series(1, ${Math.ceil(extra / MAX_SEED_BRANCHES)}) g`);
  await database.rows(sql`delete from bench_copies where copy_no > ${extra}`);
  await database.rows(sql`update bench_copies set
    id = (select max(id) from branches) + copy_no,
    code = code || '-' || copy_no, slug = slug || '-' || copy_no, full_name = full_name || ' ' || copy_no,
    lat = lat + ${jitter("copy_no::text", "lat", 0.15)}, lng = lng + ${jitter("copy_no::text", "lng", 0.24)}`);
  await database.rows(sql`create temp table bench_sources as select id, source_id from bench_copies`);
  await database.rows(sql`alter table bench_copies drop column source_id, drop column copy_no`);
  await database.rows(sql`insert into branches select * from bench_copies`);
  await database.rows(sql`insert into branch_features (branch_id, feature_id)
    select s.id, f.feature_id from bench_sources s join branch_features f on f.branch_id = s.source_id`);
  await database.rows(sql`insert into branch_stock (product_id, branch_id, qty)
    select k.product_id, s.id, k.qty from bench_sources s join branch_stock k on k.branch_id = s.source_id`);
  await database.rows(
    sql`select setval(pg_get_serial_sequence('branches', 'id'), (select max(id) from branches))`,
  );
  await database.rows(sql`drop table bench_copies, bench_sources`);
}
