/**
 * What SQL needs to know about each level-3 category to make images, stock and relations in
 * set-based statements: its picture motif, how much stock a branch holds, and its bill-of-
 * materials and cross-sell categories. Kept in temporary tables that vanish at commit.
 */
import { sql } from "drizzle-orm";
import type { FamilyPlan } from "./categories.ts";
import type { Executor } from "./sql-runner.ts";

/** Units a branch holds per stock step: metres of timber, packs of bricks, single stoves. */
function stockScale({ family }: FamilyPlan): number {
  if (family.tally) return 10;
  if ((family.breaks?.[0] ?? 0) >= 100) return 20;
  if (family.price[0] >= 30_000) return 0.1;
  return 1;
}

export async function createFamilyPlan(executor: Executor, families: readonly FamilyPlan[]): Promise<void> {
  const plan = families.map((f) => ({
    category_id: f.categoryId,
    group_id: f.groupId,
    motif: f.family.motif,
    stock_scale: stockScale(f),
    essentials: f.essentialCategoryIds,
    cross_sell: f.crossSellCategoryIds,
  }));
  await executor.execute(sql`
    create temporary table seed_family_plan on commit drop as
    select * from json_to_recordset(${JSON.stringify(plan)}::json)
      as x(category_id int, group_id int, motif text, stock_scale real, essentials int[], cross_sell int[])`);
  // Each product's place in its category (by price, so neighbours are like-for-like) and in its
  // group: relations pick products by these ranks.
  await executor.execute(sql`
    create temporary table seed_ranked on commit drop as
    select p.id, p.category_id, plan.group_id,
      row_number() over (partition by p.category_id order by p.price_ex_vat, p.id)::int as rank_in_category,
      count(*) over (partition by p.category_id)::int as category_size,
      row_number() over (partition by plan.group_id order by p.id)::int as rank_in_group,
      count(*) over (partition by plan.group_id)::int as group_size
    from products p join seed_family_plan plan on plan.category_id = p.category_id`);
  await executor.execute(sql`create index on seed_ranked (category_id, rank_in_category)`);
  await executor.execute(sql`create index on seed_ranked (group_id, rank_in_group)`);
  await executor.execute(sql`
    create temporary table seed_category_size on commit drop as
    select category_id, count(*)::int as size from products group by category_id`);
}

/** A stable non-negative hash of the seed and the given parts; abs() of int4's minimum would overflow. */
export const seedHash = (seedKey: string, ...parts: ReturnType<typeof sql>[]) =>
  sql`abs(hashtext(${sql.join([sql`${seedKey}::text`, ...parts], sql` || ':' || `)})::bigint)`;
