/**
 * The demo trade user's partnering catalogue (spec/2 §7 /partneringcatalogues/add; decision 119):
 * a few of the catalogue's most popular products, each with a usual quantity, in the catalogue of
 * Sam's first account (CAR1001, the one active on the BisTrack site at first), so the page has
 * something to show from the first start. The products are the seed's, found by SQL, so the same
 * seed picks the same ones.
 */
import { sql } from "drizzle-orm";
import { DEMO_TRADE_ACCOUNTS } from "./trade-accounts.ts";
import type { Executor } from "./sql-runner.ts";

/** The usual quantities, one product each, most popular first; added a day apart, the first longest ago. */
export const DEMO_PARTNERING_QUANTITIES: readonly number[] = [25, 10, 4, 50];

export async function insertDemoPartneringCatalogue(executor: Executor): Promise<void> {
  const account = DEMO_TRADE_ACCOUNTS[0]!;
  const quantities = `{${DEMO_PARTNERING_QUANTITIES.join(",")}}`;
  // Timber is bought by length from its own page: the demo catalogue holds products bought by the each.
  await executor.execute(sql`insert into partnering_catalogue_items (account_id, product_id, quantity, added_by, added_at)
    select a.id, p.id, q.quantity, u.id, now() - make_interval(days => ${DEMO_PARTNERING_QUANTITIES.length} - p.n)
    from trade_accounts a
    join users u on u.email = ${account.holder}
    join (select id, row_number() over (order by popularity desc, id)::int as n
          from products where active and not is_tally order by popularity desc, id
          limit ${DEMO_PARTNERING_QUANTITIES.length}) p on true
    join unnest(${quantities}::int[]) with ordinality as q(quantity, n) on q.n = p.n
    where a.acc_number = ${account.accNumber}
    on conflict do nothing`);
}
