/**
 * Migration 0021 gives a database made before it the demo data's company details: the same as a
 * new database's seed (SEED_COMPANIES), so the two copies cannot drift apart.
 */
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../../../../test/migrations-before.ts";
import { migrationsFolder, openDatabase, type Database } from "../../../db/client.ts";
import { SEED_BRANDS } from "./brands.ts";
import { SEED_COMPANIES } from "./brand-companies.ts";

const COMPANY_MIGRATION = "0021_brand_companies";

let database: Database;
let before: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  before = await migrationsBefore(COMPANY_MIGRATION);
  database = await openDatabase({ dataDir: "memory://", migrate: false, pgliteWorker: false });
  await migrate(database.db as never, { migrationsFolder: before.folder });
  for (const { code, name, tagline, erp, theme } of SEED_BRANDS) {
    await database.rows(sql`insert into brands (code, name, tagline, erp, theme)
      values (${code}, ${name}, ${tagline}, ${erp}, ${JSON.stringify(theme)}::jsonb)`);
  }
  await migrate(database.db as never, { migrationsFolder });
});
afterAll(async () => {
  await database?.close();
  await before?.remove();
});

describe("migration 0021 on a database made before it", () => {
  it("gives each brand the demo data's company details", async () => {
    const rows = await database.rows<Record<string, string>>(sql`
      select code, registered_name as "registeredName", company_number as "companyNumber",
        vat_number as "vatNumber", registered_office as "registeredOffice",
        contact_phone as "contactPhone", contact_email as "contactEmail"
      from brands order by code`);
    expect(Object.fromEntries(rows.map(({ code, ...company }) => [code, company]))).toEqual(SEED_COMPANIES);
  });
});

describe("the demo companies", () => {
  const companies = Object.values(SEED_COMPANIES);

  it("differ from brand to brand in every detail", () => {
    for (const field of Object.keys(SEED_COMPANIES.BU) as (keyof typeof SEED_COMPANIES.BU)[]) {
      expect(new Set(companies.map((company) => company[field])).size, field).toBe(companies.length);
    }
  });

  it("have 8-digit company numbers and VAT numbers that pass HMRC's check digits", () => {
    for (const { companyNumber, vatNumber } of companies) {
      expect(companyNumber).toMatch(/^\d{8}$/);
      const digits = vatNumber
        .replace(/^GB|\s/g, "")
        .split("")
        .map(Number);
      expect(digits).toHaveLength(9);
      const weighted = [8, 7, 6, 5, 4, 3, 2].reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0);
      const check = (digits[7] ?? 0) * 10 + (digits[8] ?? 0);
      expect((weighted + check) % 97, vatNumber).toBe(0);
    }
  });
});
