/**
 * The products the aggregate calculator puts in the basket (issue 16; spec/2 §5, §9): for sand,
 * gravel and slate, the level-3 category it is sold in, which of its products it means, and the
 * bulk bag (up to 800 kg) and the 25 kg poly bag by their "Bag Size". The most popular match wins,
 * so the same seed picks the same products; an aggregate the catalogue does not bag is left out.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "./sql-runner.ts";

/** Each aggregate: its category, and a name pattern (SQL LIKE) within it. */
export const AGGREGATE_PRODUCTS = [
  { variant: "sand", category: "Sharp Sand", name: "%" },
  { variant: "gravel", category: "Ballast and Gravel", name: "Washed Gravel%" },
  { variant: "slate", category: "Slate Chippings", name: "%" },
] as const;

/** Each bag the calculator counts, by the start of the product's "Bag Size" (or "Size"). */
export const AGGREGATE_BAGS = [
  { role: "bulk-bag", size: "Bulk Bag%" },
  { role: "poly-bag", size: "25kg%" },
] as const;

export async function insertCalculatorProducts(executor: Executor): Promise<void> {
  const aggregates = sql.join(
    AGGREGATE_PRODUCTS.map((a) => sql`(${a.variant}, ${a.category}, ${a.name})`),
    sql`, `,
  );
  const bags = sql.join(
    AGGREGATE_BAGS.map((b) => sql`(${b.role}, ${b.size})`),
    sql`, `,
  );
  await executor.execute(sql`insert into calculator_products (calculator, variant, role, product_id)
    select 'aggregate', a.variant, b.role, chosen.id
    from (values ${aggregates}) a(variant, category, name)
    cross join (values ${bags}) b(role, size)
    join lateral (
      select p.id from products p join categories c on c.id = p.category_id
      where p.active and c.name = a.category and p.name like a.name
        and exists (select 1 from jsonb_array_elements(p.specifications) s
                    where s->>'name' in ('Bag Size', 'Size') and s->>'value' like b.size)
      order by p.popularity desc, p.id limit 1
    ) chosen on true
    on conflict do nothing`);
}
