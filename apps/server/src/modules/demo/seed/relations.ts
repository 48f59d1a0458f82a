/**
 * Product relations, each kind one set-based statement:
 * - alternative: the 6 nearest-priced products in the same category (what to offer when out of stock),
 *   so the product page's alternatives slider (5 to a view on a desktop, spec/3 §9) has more than a view;
 * - essential: one product from each bill-of-materials category (stove → flue pipe, fire cement);
 * - cross_sell: one product from each cross-sell category;
 * - related: up to four products from other categories of the same group.
 * Targets are chosen by a hash of seed and product, so they are the same on every run.
 */
import { sql } from "drizzle-orm";
import { seedHash } from "./family-plan.ts";
import type { Executor } from "./sql-runner.ts";

const RELATED_PER_PRODUCT = 4;
const ALTERNATIVES = 6;

export async function insertProductRelations(executor: Executor, seedKey: string): Promise<void> {
  await executor.execute(sql`
    insert into product_relations (product_id, related_id, kind, position)
    select product_id, related_id, 'alternative', position
    from (
      select a.id as product_id, b.id as related_id,
        row_number() over (partition by a.id order by abs(o.step), o.step desc)::int as position
      from seed_ranked a
      cross join generate_series(-${ALTERNATIVES}::int, ${ALTERNATIVES}::int) as o(step)
      join seed_ranked b on b.category_id = a.category_id and b.rank_in_category = a.rank_in_category + o.step
      where o.step <> 0
    ) nearest
    where position <= ${ALTERNATIVES}::int`);

  for (const [kind, column] of [
    ["essential", sql`plan.essentials`],
    ["cross_sell", sql`plan.cross_sell`],
  ] as const) {
    await executor.execute(sql`
      insert into product_relations (product_id, related_id, kind, position)
      select a.id, t.id, ${kind}, target.position::int
      from seed_ranked a
      join seed_family_plan plan on plan.category_id = a.category_id
      cross join lateral unnest(${column}) with ordinality as target(category_id, position)
      join seed_category_size size on size.category_id = target.category_id
      join seed_ranked t on t.category_id = target.category_id
        and t.rank_in_category = 1 + ${seedHash(seedKey, sql`${kind}::text`, sql`a.id`, sql`target.category_id`)} % size.size
      where t.id <> a.id`);
  }

  await executor.execute(sql`
    insert into product_relations (product_id, related_id, kind, position)
    select distinct on (a.id, t.id) a.id, t.id, 'related', k.position
    from seed_ranked a
    cross join generate_series(1, ${RELATED_PER_PRODUCT}) as k(position)
    join seed_ranked t on t.group_id = a.group_id
      and t.rank_in_group = 1 + ${seedHash(seedKey, sql`'related'`, sql`a.id`, sql`k.position`)} % a.group_size
    where t.category_id <> a.category_id
    order by a.id, t.id, k.position`);
}
