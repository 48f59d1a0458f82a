/**
 * Multi-row inserts that stay fast at 100,000 products: each batch travels as one JSON
 * parameter and PostgreSQL unpacks it with json_populate_recordset against the table's own
 * row type, so there is no 65,535-parameter limit and no per-row round trip.
 */
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./sql-runner.ts";

const BATCH_ROWS = 5000;

export async function insertRows<T extends PgTable>(
  executor: Executor,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name }));
  const written = columns.filter(({ key }) => rows.some((row) => key in row));
  if (written.length === 0) return;
  const list = sql.join(
    written.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const tableName = sql.identifier(getTableName(table));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).map((row) => {
      const record: Record<string, unknown> = {};
      for (const { key, name } of written) record[name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await executor.execute(
      sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${JSON.stringify(batch)}::json)`,
    );
  }
}
