/**
 * What the shop needs to answer "where and how soon": each branch's price list and feeder
 * branch, stock at the central distribution centre, products the supplier ships direct, when
 * each branch's stock was last reported, and each brand's delivery charges by distance.
 */
import { sql } from "drizzle-orm";
import { distanceMiles } from "@merchant/domain/branches";
import type { BrandCode } from "../../../db/schema.ts";
import type { SeedBranch } from "./branches.ts";
import { seedHash } from "./family-plan.ts";
import type { Random } from "./random.ts";
import type { Executor } from "./sql-runner.ts";

/**
 * Brands take branches in turn, so each run of four rows holds one branch of each brand; the
 * first run of every four is the hubs, which restock the other branches of their brand.
 */
const HUB_EVERY = 4;
const isHub = (index: number) => Math.floor(index / 4) % HUB_EVERY === 0;
const CENTRAL_OUT_OF_STOCK_PERCENT = 30;
const DIRECT_SHIP_PERCENT = 6;
/** A branch's stock was last reported within this many minutes. */
const STOCK_REPORT_MINUTES = 12 * 60;

/** Price lists from 5% under to 8% over the catalogue price, and each non-hub branch's nearest hub of its brand. */
export function withBranchTerms<B extends SeedBranch>(random: Random, rows: readonly B[]) {
  const hubs = rows.filter((_, i) => isHub(i));
  return rows.map((branch, i) => {
    const sameBrandHubs = hubs.filter((hub) => hub.brandCode === branch.brandCode);
    const feeder = isHub(i)
      ? null
      : sameBrandHubs.reduce<B | null>(
          (best, hub) =>
            best === null || distanceMiles(branch, hub) < distanceMiles(branch, best) ? hub : best,
          null,
        );
    return { ...branch, pricePercent: random.int(95, 108), feederBranchId: feeder?.id ?? null };
  });
}

/** Central stock for every product (about 30% none), direct shipping for about 6%, and stock report times. */
export async function insertCentralStock(executor: Executor, seedKey: string): Promise<void> {
  const hash = seedHash(seedKey, sql`'central'`, sql`p.id`);
  await executor.execute(sql`
    insert into central_stock (product_id, qty)
    select p.id, case when ${hash} % 100 < ${CENTRAL_OUT_OF_STOCK_PERCENT} then 0 else 10 + (${hash} / 100) % 490 end
    from products p`);
  await executor.execute(sql`
    update products p set direct_ship = true
    where ${seedHash(seedKey, sql`'direct'`, sql`p.id`)} % 100 < ${DIRECT_SHIP_PERCENT}`);
  await executor.execute(sql`
    update branch_stock s set updated_at = now() - make_interval(mins =>
      (${seedHash(seedKey, sql`'reported'`, sql`s.branch_id`)} % ${STOCK_REPORT_MINUTES})::int)`);
}

/** Each brand's delivery charges (ex VAT) by miles from the delivering branch, up to the widest radius (50 miles). */
export function deliveryChargeBands(brands: readonly BrandCode[]) {
  const BANDS: readonly [upToMiles: number, chargePence: number][] = [
    [5, 1500],
    [10, 2500],
    [20, 3500],
    [30, 4500],
    [50, 6000],
  ];
  // Each brand charges a little differently: 0, 1, 2 or 3 pounds more per band.
  return brands.flatMap((brandCode, i) =>
    BANDS.map(([upToMiles, chargePence]) => ({ brandCode, upToMiles, chargePence: chargePence + i * 100 })),
  );
}

/** About 4 in 1,000 of a branch's stocked lines are on clearance (a dozen per branch over 3,000 products). */
const CLEARANCE_PER_THOUSAND = 4;
const CLEARANCE_NOTES = ["Ex-display", "Damaged packaging", "Discontinued line", "End of line", "Customer return"];

/** Each branch's clearance: 1–4 of an item it stocks (not timber by length, nor shipped direct) at 40–70% off. */
export async function insertClearanceItems(executor: Executor, seedKey: string): Promise<void> {
  const hash = seedHash(seedKey, sql`'clearance'`, sql`s.branch_id`, sql`s.product_id`);
  const notes = sql.join(
    CLEARANCE_NOTES.map((note) => sql`${note}`),
    sql`, `,
  );
  await executor.execute(sql`
    insert into clearance_items (branch_id, product_id, qty, price_ex_vat, note)
    select s.branch_id, s.product_id, 1 + (${hash} / 1000) % 4,
      greatest(1, p.price_ex_vat * (30 + (${hash} / 4000) % 31) / 100),
      (array[${notes}])[1 + (${hash} / 124000) % ${CLEARANCE_NOTES.length}]
    from branch_stock s join products p on p.id = s.product_id
    where s.qty > 0 and not p.is_tally and not p.direct_ship and ${hash} % 1000 < ${CLEARANCE_PER_THOUSAND}`);
}
