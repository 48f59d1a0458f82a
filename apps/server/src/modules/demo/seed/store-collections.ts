/**
 * The demo stores' delivery options (decision 163): every branch has three orders waiting to be
 * collected, each of two or three of the catalogue's popular products, and five invoices to
 * deliver, numbered as spec/3 §5's pattern wants ("BUD/007001" for branch BU007's first).
 */
import { sql } from "drizzle-orm";
import type { Executor } from "./sql-runner.ts";

export const DEMO_COLLECTIONS_PER_STORE = 3;
export const DEMO_INVOICES_PER_STORE = 5;
const CUSTOMERS = ["Hannah Brook", "Owen Price", "Ravi Shah", "Ellie Ward", "Tom Reeves", "Grace Lim"];

/** A demo store's `n`th invoice to deliver (from 1): its brand, D, a slash, branch number and n. */
export const demoDeliveryInvoice = (branchCode: string, n: number) =>
  `${branchCode.slice(0, 2)}D/${branchCode.slice(2).padStart(3, "0")}${String(n).padStart(3, "0")}`;

export async function insertDemoStoreCollections(executor: Executor): Promise<void> {
  await executor.execute(sql`
    with popular as (
      select row_number() over (order by popularity desc, id) as n, part_number, name from products
      where active and not is_tally order by popularity desc, id limit 12),
    wanted as (
      select b.id as branch_id, b.code, c.n from branches b, generate_series(1, ${DEMO_COLLECTIONS_PER_STORE}) c(n))
    insert into store_collections (branch_id, order_number, customer_name, products)
    select w.branch_id, 'COL-' || w.code || '-' || w.n,
      (${sql.raw(`array[${CUSTOMERS.map((name) => `'${name}'`).join(", ")}]`)})[1 + (w.branch_id + w.n) % ${CUSTOMERS.length}],
      (select jsonb_agg(jsonb_build_object('code', p.part_number, 'name', p.name, 'quantity', 1 + (p.n + w.n) % 5) order by p.n)
        from popular p where p.n % ${DEMO_COLLECTIONS_PER_STORE} = w.n % ${DEMO_COLLECTIONS_PER_STORE} and p.n <= 6 + w.n)
    from wanted w order by w.branch_id, w.n`);
  await executor.execute(sql`
    insert into store_delivery_invoices (branch_id, invoice_number)
    select b.id, left(b.code, 2) || 'D/' || lpad(substr(b.code, 3), 3, '0') || lpad(i.n::text, 3, '0')
    from branches b, generate_series(1, ${DEMO_INVOICES_PER_STORE}) i(n) order by b.id, i.n`);
}
