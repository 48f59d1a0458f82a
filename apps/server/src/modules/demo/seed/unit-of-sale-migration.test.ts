/**
 * Migration 0022 (decision 141) on a database made before it: the units it held ('box', 'pack',
 * 'm²') become the ones the shop now knows, a pack taking its count from its name, and bags and
 * bulk bags are read from their names as the demo data reads them.
 */
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../../../../test/migrations-before.ts";
import { migrationsFolder, openDatabase, type Database } from "../../../db/client.ts";

/** Names and the unit an older database gave them. */
const OLD_PRODUCTS: [name: string, unit: string][] = [
  ["Wood Screws 4.0 x 40mm Box of 200", "box"],
  ["Loft Legs Pack of 12", "pack"],
  ["Round Wire Nails 30mm 1kg", "pack"],
  ["Stainless Wall Ties 200mm Pack of 250", "each"],
  ["Artificial Grass 20mm 2m Wide", "m²"],
  ["Building Sand Bulk Bag 850kg", "each"],
  ["Cement General Purpose 25kg Paper Bag", "each"],
  ["Tool Bag 16in", "each"],
  ["C24 Treated Sawn Timber 47 x 100mm x 4.8m", "m"],
];

let database: Database;
let before: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  before = await migrationsBefore("0022_unit_of_sale");
  database = await openDatabase({ dataDir: "memory://", migrate: false, pgliteWorker: false });
  await migrate(database.db as never, { migrationsFolder: before.folder });
  await database.rows(
    sql`insert into categories (id, slug, name, level, path) values (1, 'all', 'All', 1, '{1}')`,
  );
  for (const [index, [name, unit]] of OLD_PRODUCTS.entries()) {
    await database.rows(sql`insert into products
      (part_number, slug, name, manufacturer, description, specifications, category_id, vat_rate, price_ex_vat, unit)
      values (${`P${index}`}, ${`p-${index}`}, ${name}, 'Maker', 'Described.', '[]'::jsonb, 1, 20, 100, ${unit})`);
  }
  await migrate(database.db as never, { migrationsFolder });
});
afterAll(async () => {
  await database?.close();
  await before?.remove();
});

describe("migration 0022 on a database made before it", () => {
  it("gives every product one of the shop's units of sale, and a pack the count its name says", async () => {
    const rows = await database.rows<{ name: string; unit: string; packSize: number | null }>(
      sql`select name, unit, pack_size as "packSize" from products order by id`,
    );
    expect(rows.map(({ name, unit, packSize }) => [name, unit, packSize])).toEqual([
      ["Wood Screws 4.0 x 40mm Box of 200", "pack", 200],
      ["Loft Legs Pack of 12", "pack", 12],
      ["Round Wire Nails 30mm 1kg", "each", null],
      ["Stainless Wall Ties 200mm Pack of 250", "pack", 250],
      ["Artificial Grass 20mm 2m Wide", "m2", null],
      ["Building Sand Bulk Bag 850kg", "tonne-bag", null],
      ["Cement General Purpose 25kg Paper Bag", "bag", null],
      ["Tool Bag 16in", "each", null],
      ["C24 Treated Sawn Timber 47 x 100mm x 4.8m", "m", null],
    ]);
  });
});
