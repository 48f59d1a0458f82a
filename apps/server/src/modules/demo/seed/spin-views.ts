/**
 * The demo products with a 360° view (decision 158): every stove and fireplace, the goods a
 * shopper most wants to see from every side. Their frames are drawn by the media module.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "./sql-runner.ts";

export const SPIN_DEPARTMENT = "Stoves & Fireplaces";

export async function markSpinViews(executor: Executor): Promise<void> {
  await executor.execute(sql`update products p set has_spin = true
    from categories c, categories d
    where c.id = p.category_id and d.level = 1 and d.name = ${SPIN_DEPARTMENT} and c.path[1] = d.id`);
}
