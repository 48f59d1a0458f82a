/**
 * Loading millions of stock rows into indexed tables is slow (each row checks two foreign keys
 * and updates three indexes: PGlite took five minutes for 100,000 products). So for the length
 * of the load the named tables lose their foreign keys, indexes and, where nothing else points
 * at them, primary keys; afterwards each is rebuilt from the definition PostgreSQL reports, in
 * one pass. Inside the seed's transaction, so a failure puts everything back.
 */
import { getTableName, sql, type Table } from "drizzle-orm";
import { selectRows, type Executor } from "./sql-runner.ts";

type Constraint = { tableName: string; name: string; kind: "p" | "u" | "f"; definition: string };
type Index = { name: string; definition: string };

export async function withoutIndexes(
  executor: Executor,
  tables: readonly Table[],
  load: () => Promise<void>,
): Promise<void> {
  const names = tables.map((table) => getTableName(table));
  const tableList = sql.join(
    names.map((name) => sql`${name}::regclass`),
    sql`, `,
  );
  const constraints = await selectRows<Constraint>(
    executor,
    sql`select conrelid::regclass::text as "tableName", conname as name, contype as kind,
               pg_get_constraintdef(oid) as definition
        from pg_constraint where conrelid in (${tableList}) and contype in ('p', 'u', 'f') order by conname`,
  );
  const indexes = await selectRows<Index>(
    executor,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i where i.indrelid in (${tableList})
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
        order by 1`,
  );
  const foreignKeys = constraints.filter((c) => c.kind === "f");
  // A key that a table outside the load still points at has to stay.
  const referencedFromOutside = await selectRows<{ name: string }>(
    executor,
    sql`select distinct confrelid::regclass::text as name from pg_constraint
        where contype = 'f' and confrelid in (${tableList}) and conrelid not in (${tableList})`,
  );
  const keptTables = new Set(referencedFromOutside.map((r) => r.name));
  const keys = constraints.filter((c) => c.kind !== "f" && !keptTables.has(c.tableName));

  const alter = (c: Constraint, action: string) => sql.raw(`alter table ${c.tableName} ${action}`);
  for (const c of foreignKeys) await executor.execute(alter(c, `drop constraint "${c.name}"`));
  for (const c of keys) await executor.execute(alter(c, `drop constraint "${c.name}"`));
  for (const index of indexes) await executor.execute(sql.raw(`drop index ${index.name}`));

  await load();

  // Room to sort 6.4 million stock keys in memory rather than in temporary files: about half the
  // time for the largest key. SET LOCAL ends with the transaction.
  await executor.execute(sql`set local maintenance_work_mem = '512MB'`);

  for (const c of keys) await executor.execute(alter(c, `add constraint "${c.name}" ${c.definition}`));
  for (const index of indexes) await executor.execute(sql.raw(index.definition));
  for (const c of foreignKeys) await executor.execute(alter(c, `add constraint "${c.name}" ${c.definition}`));
}

/**
 * Runs a load of products' pictures, price breaks and relations with the triggers that keep each
 * product's page parts current standing aside (they would read tables without their indexes at
 * every batch), then makes every product's page parts in one statement (migration 0032; decision
 * 189). The setting is the transaction's own: a failure rolls it back with the load.
 */
export async function thenPageParts(executor: Executor, load: () => Promise<void>): Promise<void> {
  await executor.execute(sql`select set_config('merchant.bulk_load', 'on', true)`);
  await load();
  await executor.execute(sql`select set_config('merchant.bulk_load', 'off', true)`);
  await executor.execute(sql`select product_page_parts_refresh(array(select id from products))`);
}
