import { sql } from "drizzle-orm";
import { isValidPostcode } from "@merchant/domain/branches";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../test/test-database.ts";
import type { Database } from "../../../db/client.ts";
import { DEMO_INFO_PAGES } from "./info-pages.ts";
import {
  hasCatalogue,
  resetCatalogue,
  seedDatabase,
  seedIfEmpty,
  seedTestCatalogue,
  TEST_CATALOGUE,
} from "./index.ts";

const TABLES = [
  "brands order by code",
  "store_features order by id",
  "branches order by id",
  "branch_features order by branch_id, feature_id",
  "categories order by id",
  "products order by id",
  "product_images order by product_id, position",
  "price_breaks order by product_id, min_qty",
  // updated_at is the clock's (stock reported within the last 12 hours); the rest is the seed's.
  "(select product_id, branch_id, qty from branch_stock) as stock order by product_id, branch_id",
  "(select product_id, qty from central_stock) as central order by product_id",
  "delivery_charge_bands order by brand_code, up_to_miles",
  "product_relations order by product_id, kind, related_id",
  "postcode_addresses order by id",
  // created_at is the clock's; everything else about a demo user comes from the seed.
  "(select id, email, name, password_hash from users) as demo_users order by id",
];

/** Every row the generator wrote, as text, to compare two databases byte for byte. */
async function dump(database: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES)
    parts.push(JSON.stringify(await database.rows(sql.raw(`select * from ${table}`))));
  return parts.join("\n");
}

const one = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await database.rows<T>(query);
  return row as T;
};

describe("the demo-data generator on an empty database", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedTestCatalogue(database);
  });
  afterAll(() => database.close());

  it("makes the four brands, each on its own ERP", async () => {
    const rows = await database.rows<{ code: string; erp: string }>(
      sql`select code, erp from brands order by code`,
    );
    expect(rows).toEqual([
      { code: "BU", erp: "bistrack" },
      { code: "HB", erp: "counteract" },
      { code: "SG", erp: "opal" },
      { code: "TG", erp: "ax" },
    ]);
  });

  it("makes the branches asked for, with valid UK postcodes and features", async () => {
    const rows = await database.rows<{ postcode: string; features: number }>(
      sql`select postcode, (select count(*) from branch_features f where f.branch_id = b.id)::int as features from branches b`,
    );
    expect(rows).toHaveLength(TEST_CATALOGUE.branches);
    for (const row of rows) expect(isValidPostcode(row.postcode), row.postcode).toBe(true);
    expect(rows.some((row) => row.features > 0)).toBe(true);
  });

  it("puts every product in a level-3 category and gives every level-3 category a product", async () => {
    const counts = await one<{ products: number; misplaced: number; empty: number; deepest: number }>(
      database,
      sql`select (select count(*) from products)::int as products,
        (select count(*) from products p join categories c on c.id = p.category_id where c.level <> 3)::int as misplaced,
        (select count(*) from categories c where c.level = 3 and not exists (select 1 from products p where p.category_id = c.id))::int as empty,
        (select max(level) from categories)::int as deepest`,
    );
    expect(counts).toEqual({ products: TEST_CATALOGUE.products, misplaced: 0, empty: 0, deepest: 3 });
  });

  it("gives every product one to six pictures, a positive price and stock in every branch", async () => {
    const rows = await database.rows<{ images: number; price: number; stock: number }>(
      sql`select (select count(*) from product_images i where i.product_id = p.id)::int as images, p.price_ex_vat as price,
        (select count(*) from branch_stock s where s.product_id = p.id)::int as stock from products p`,
    );
    for (const row of rows) {
      expect(row.images).toBeGreaterThanOrEqual(1);
      expect(row.images).toBeLessThanOrEqual(6);
      expect(row.price).toBeGreaterThan(0);
      expect(row.stock).toBe(TEST_CATALOGUE.branches);
    }
    expect(new Set(rows.map((row) => row.images)).size).toBe(6);
  });

  it("leaves some products out of stock in some branches", async () => {
    const stock = await one<{ zero: number; total: number }>(
      database,
      sql`select count(*) filter (where qty = 0)::int as zero, count(*)::int as total from branch_stock`,
    );
    expect(stock.zero).toBeGreaterThan(stock.total * 0.05);
    expect(stock.zero).toBeLessThan(stock.total * 0.2);
  });

  it("names a picture kind and variant for each image", async () => {
    const motifs = await database.rows<{ motif: string }>(sql`select distinct motif from product_images`);
    for (const { motif } of motifs) expect(motif).toMatch(/^[a-z-]+:[0-7]$/);
    expect(new Set(motifs.map((m) => m.motif.split(":")[0])).size).toBeGreaterThan(20);
  });

  it("sells timber by the metre with a saw-to-size maximum", async () => {
    const tally = await database.rows<{ unit: string; max: number | null }>(
      sql`select unit, saw_to_size_max as max from products where is_tally`,
    );
    expect(tally.length).toBeGreaterThan(10);
    for (const row of tally) expect(row).toEqual({ unit: "m", max: expect.any(Number) });
  });

  it("relates products in all four ways, never to themselves", async () => {
    const kinds = await database.rows<{ kind: string }>(
      sql`select distinct kind from product_relations order by kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(["alternative", "cross_sell", "essential", "related"]);
    const self = await one<{ n: number }>(
      database,
      sql`select count(*)::int as n from product_relations where product_id = related_id`,
    );
    expect(self.n).toBe(0);
  });

  it("offers stoves their flue pipe and fire cement as essential extras", async () => {
    const rows = await database.rows<{ category: string }>(sql`
      select distinct c.name as category from product_relations r
      join products p on p.id = r.product_id join categories pc on pc.id = p.category_id
      join products q on q.id = r.related_id join categories c on c.id = q.category_id
      where r.kind = 'essential' and pc.name = 'Multi-fuel Stoves' order by 1`);
    expect(rows.map((r) => r.category)).toEqual(["Fire Cement and Sealants", "Vitreous Enamel Flue Pipe"]);
  });

  it("offers alternatives from the same category", async () => {
    const mixed = await one<{ n: number }>(
      database,
      sql`select count(*)::int as n from product_relations r join products p on p.id = r.product_id
        join products q on q.id = r.related_id where r.kind = 'alternative' and p.category_id <> q.category_id`,
    );
    expect(mixed.n).toBe(0);
  });

  it("offers at least 5 alternatives to every product of a category of 6 or more (issue 16)", async () => {
    const short = await one<{ n: number }>(
      database,
      sql`select count(*)::int as n from products p
        join (select category_id from products group by category_id having count(*) >= 6) big using (category_id)
        where (select count(*) from product_relations r where r.product_id = p.id and r.kind = 'alternative') < 5`,
    );
    expect(short.n).toBe(0);
  });

  it("pins the stove guide's picture on categories the catalogue has (spec/1 §2 image pin overlay)", async () => {
    const pins = DEMO_INFO_PAGES.flatMap((page) => page.blocks).flatMap((block) =>
      block.type === "pins" ? block.pins : [],
    );
    expect(pins.length).toBeGreaterThan(0);
    const slugs = pins.map((pin) => pin.href.replace(/^\/category\//, ""));
    const found = await database.rows<{ slug: string }>(
      sql`select slug from categories where slug in ${slugs}`,
    );
    expect(found.map((row) => row.slug).sort()).toEqual([...slugs].sort());
  });

  it("leaves the id sequences past the demo rows, so new rows can be added", async () => {
    const added = await one<{ id: number }>(
      database,
      sql`insert into categories (slug, name, level, path) values ('added-later', 'Added later', 1, '{}') returning id`,
    );
    const highest = await one<{ id: number }>(
      database,
      sql`select max(id)::int as id from categories where slug <> 'added-later'`,
    );
    expect(added.id).toBe(highest.id + 1);
    await database.rows(sql`delete from categories where slug = 'added-later'`);
  });

  it("makes every product page's pictures, price breaks and relations once the bulk load is done (decision 189)", async () => {
    // The triggers' own refresh is what a row must equal: made again from the three tables, nothing changes.
    const rows = () =>
      database.rows<{ id: number; parts: string }>(
        sql`select p.id, (parts.images::text || parts.price_breaks::text || parts.relations::text) as parts
          from products p left join product_page_parts parts on parts.product_id = p.id order by p.id`,
      );
    const seeded = await rows();
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.filter((row) => row.parts === null)).toEqual([]);
    await database.rows(sql`select product_page_parts_refresh(array(select id from products))`);
    expect(await rows()).toEqual(seeded);
  });

  it("keeps every index and key in place after the bulk load", async () => {
    const duplicate = database.rows(
      sql`insert into branch_stock (product_id, branch_id, qty) select product_id, branch_id, 1 from branch_stock limit 1`,
    );
    await expect(duplicate).rejects.toThrow();
    const orphan = database.rows(
      sql`insert into product_images (product_id, position, alt, motif) values (999999, 1, 'x', 'stove:1')`,
    );
    await expect(orphan).rejects.toThrow();
  });

  // Last in this block: it empties the relations of the database the block shares.
  it("empties a part of every product page when its table is emptied", async () => {
    const related = sql`select count(*)::int as count from product_page_parts where relations::text <> '[]'`;
    expect((await one<{ count: number }>(database, related)).count).toBeGreaterThan(0);
    await database.rows(sql`truncate product_relations`);
    expect((await one<{ count: number }>(database, related)).count).toBe(0);
  });
});

describe("the same seed", () => {
  let first: Database;
  let second: Database;
  let other: Database;

  beforeAll(async () => {
    [first, second, other] = await Promise.all([openTestDatabase(), openTestDatabase(), openTestDatabase()]);
    const small = { products: 150, branches: 5 };
    await seedDatabase(first, { ...small, seed: 7 });
    await seedDatabase(second, { ...small, seed: 7 });
    await seedDatabase(other, { ...small, seed: 8 });
  });
  afterAll(() => Promise.all([first, second, other].map((d) => d.close())));

  it("gives the same data byte for byte", async () => {
    expect(await dump(second)).toBe(await dump(first));
  });

  it("and another seed gives different data", async () => {
    const names = (d: Database) =>
      d.rows<{ name: string; price: number }>(
        sql`select name, price_ex_vat as price from products order by id`,
      );
    expect(await names(other)).not.toEqual(await names(first));
    const towns = (d: Database) => d.rows<{ name: string }>(sql`select name from branches order by id`);
    expect(await towns(other)).not.toEqual(await towns(first));
  });
});

describe("seeding on start", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("fills an empty database once and leaves a seeded one alone", async () => {
    const options = { products: 60, branches: 4, seed: 3 };
    expect(await hasCatalogue(database)).toBe(false);
    expect(await seedIfEmpty(database, options)).toEqual({ seeded: true });
    const before = await dump(database);
    expect(await seedIfEmpty(database, { ...options, seed: 4 })).toEqual({ seeded: false });
    expect(await dump(database)).toBe(before);
  });

  it("is switched off by asking for no products or no branches", async () => {
    const empty = await openTestDatabase();
    try {
      expect(await seedIfEmpty(empty, { products: 0, branches: 64, seed: 1 })).toEqual({ seeded: false });
      expect(await seedIfEmpty(empty, { products: 3000, branches: 0, seed: 1 })).toEqual({ seeded: false });
      expect(await hasCatalogue(empty)).toBe(false);
    } finally {
      await empty.close();
    }
  });

  it("can be emptied and made again with other options", async () => {
    await resetCatalogue(database);
    expect(await hasCatalogue(database)).toBe(false);
    const summary = await seedDatabase(database, { products: 40, branches: 6, seed: 5 });
    expect(summary).toMatchObject({ brands: 4, branches: 6, products: 40, stockRows: 240 });
    const ids = await one<{ first: number }>(database, sql`select min(id)::int as first from products`);
    expect(ids.first).toBe(1);
  });

  it("refuses options it cannot honour before touching the database", async () => {
    await expect(seedDatabase(database, { products: 0, branches: 6, seed: 5 })).rejects.toThrow(
      /products must be a whole number/,
    );
    await expect(seedDatabase(database, { products: 10, branches: 500, seed: 5 })).rejects.toThrow(
      /branches must be a whole number from 1 to 116/,
    );
  });
});
