/**
 * Stock for every product in every branch in one INSERT … SELECT: the quantity comes from a
 * hash of seed, product and branch, so it is the same on every run and costs no round trips;
 * about one row in eight is out of stock.
 */
import { sql } from "drizzle-orm";
import { seedHash } from "./family-plan.ts";
import type { Executor } from "./sql-runner.ts";

const OUT_OF_STOCK_PERCENT = 12;
const MAX_STOCK_STEPS = 60;

export async function insertBranchStock(executor: Executor, seedKey: string): Promise<void> {
  const hash = seedHash(seedKey, sql`'stock'`, sql`p.id`, sql`b.id`);
  await executor.execute(sql`
    insert into branch_stock (product_id, branch_id, qty)
    select s.product_id, s.branch_id,
      case when s.h % 100 < ${OUT_OF_STOCK_PERCENT} then 0
           else ceil((1 + (s.h / 100) % ${MAX_STOCK_STEPS}) * s.scale)::int end
    from (
      select p.id as product_id, b.id as branch_id, plan.stock_scale as scale, ${hash} as h
      from products p
      join seed_family_plan plan on plan.category_id = p.category_id
      cross join branches b
    ) s`);
}
