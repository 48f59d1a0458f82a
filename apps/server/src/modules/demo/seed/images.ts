/**
 * One to six pictures per product, made in SQL: each row names the motif the picture generator
 * draws ("stove:3" — the category's kind and one of its colour variants, the same for all of a
 * product's pictures) and alt text saying which view it is.
 */
import { sql } from "drizzle-orm";
import { MOTIF_VARIANTS } from "./motifs.ts";
import { seedHash } from "./family-plan.ts";
import type { Executor } from "./sql-runner.ts";

const MAX_IMAGES = 6;
/** Alt text after the product name, by position; the first picture is the product itself. */
const VIEWS = ["", ", side view", ", close-up detail", ", in use", ", with dimensions", ", as supplied"];

export async function insertProductImages(executor: Executor, seedKey: string): Promise<void> {
  const views = sql.join(
    VIEWS.map((view) => sql`${view}::text`),
    sql`, `,
  );
  await executor.execute(sql`
    insert into product_images (product_id, position, alt, motif)
    select p.id, n.position, p.name || (array[${views}])[n.position],
      plan.motif || ':' || (${seedHash(seedKey, sql`'variant'`, sql`p.id`)} % ${MOTIF_VARIANTS})
    from products p
    join seed_family_plan plan on plan.category_id = p.category_id
    cross join lateral generate_series(1, (1 + ${seedHash(seedKey, sql`'images'`, sql`p.id`)} % ${MAX_IMAGES})::int) as n(position)`);
}
