/**
 * The demo-data generator: four brands, branches in real UK towns and a three-level catalogue
 * with products, pictures, quantity breaks, stock in every branch and related products.
 * A seed gives the same data every time, byte for byte. Products and branches are built in
 * TypeScript and sent in large batches; images, stock and relations are made by SQL from them.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import {
  branchFeatures,
  branches,
  branchStock,
  calculatorProducts,
  brands,
  categories,
  centralStock,
  deliveryChargeBands,
  homeCarouselItems,
  infoPages,
  postcodeAddresses,
  priceBreaks,
  productImages,
  productRelations,
  products,
  storeFeatures,
} from "../../../db/schema.ts";
import { SEED_BRANDS } from "./brands.ts";
import { SEED_COMPANIES } from "./brand-companies.ts";
import { buildBranches, STORE_FEATURES } from "./branches.ts";
import { DEPARTMENTS } from "./catalogue/index.ts";
import { buildCatalogue } from "./categories.ts";
import { thenPageParts, withoutIndexes } from "./bulk-load.ts";
import { createFamilyPlan } from "./family-plan.ts";
import {
  deliveryChargeBands as chargeBands,
  insertCentralStock,
  insertClearanceItems,
  withBranchTerms,
} from "./fulfilment.ts";
import { insertProductImages } from "./images.ts";
import { buildPostcodeAddresses } from "./postcode-addresses.ts";
import { insertRows } from "./insert-rows.ts";
import { buildProducts } from "./products.ts";
import { createRandom } from "./random.ts";
import { insertProductRelations } from "./relations.ts";
import { selectRows, type Executor } from "./sql-runner.ts";
import { insertBranchStock } from "./stock.ts";
import { insertDemoPartneringCatalogue } from "./partnering-catalogue.ts";
import { insertDemoTradeAccounts } from "./trade-accounts.ts";
import { insertDemoInvoices } from "./invoices.ts";
import { insertDemoQuotes } from "./quotes.ts";
import { insertDemoBranchOrders } from "./branch-orders.ts";
import { insertDemoUsers } from "./users.ts";
import { insertCalculatorProducts } from "./calculator-products.ts";
import { insertDemoInfoPages } from "./info-pages.ts";
import { insertDemoHomeCarousels } from "./home-carousels.ts";
import { markSpinViews } from "./spin-views.ts";
import { insertDemoVanOrders } from "./van-orders.ts";
import { insertDemoVans } from "./vans.ts";
import { insertDemoSurveys } from "./surveys.ts";
import { insertDemoStoreCollections } from "./store-collections.ts";
import { insertDemoAccountTools } from "./account-tools.ts";
import { checkSeedOptions, type SeedOptions } from "./options.ts";

export type { SeedOptions } from "./options.ts";

export type SeedSummary = {
  brands: number;
  branches: number;
  categories: number;
  products: number;
  images: number;
  priceBreaks: number;
  stockRows: number;
  relations: number;
  milliseconds: number;
};

/** Small and fixed, for API tests: every level-3 category has a product, and every brand a branch. */
export const TEST_CATALOGUE: SeedOptions = { products: 300, branches: 8, seed: 1 };

/** Tables the generator fills, children first, so a reset can empty them in one statement. */
const CATALOGUE_TABLES = [
  homeCarouselItems,
  calculatorProducts,
  infoPages,
  productRelations,
  centralStock,
  branchStock,
  priceBreaks,
  productImages,
  products,
  categories,
  branchFeatures,
  branches,
  storeFeatures,
  deliveryChargeBands,
  infoPages,
  brands,
  postcodeAddresses,
];

/** Told after each step of a seed, with how long the step took; the CLI prints these. */
export type SeedProgress = (step: string, milliseconds: number) => void;

function stepTimer(progress: SeedProgress | undefined): (step: string) => void {
  let last = performance.now();
  return (step) => {
    const now = performance.now();
    progress?.(step, Math.round(now - last));
    last = now;
  };
}

export async function seedDatabase(
  database: Database,
  options: SeedOptions,
  progress?: SeedProgress,
): Promise<SeedSummary> {
  checkSeedOptions(options);
  const started = performance.now();
  const done = stepTimer(progress);
  const random = createRandom(options.seed);
  const catalogue = buildCatalogue(DEPARTMENTS);
  const branchRows = withBranchTerms(
    random.fork("branch-terms"),
    buildBranches(random.fork("branches"), options.branches, SEED_BRANDS),
  );
  const made = buildProducts(random.fork("products"), catalogue.families, options.products);
  const seedKey = String(options.seed);
  done("made brands, branches and products in memory");

  const counted = await database.db.transaction(async (tx) => {
    await insertRows(
      tx,
      brands,
      SEED_BRANDS.map(({ code, name, tagline, erp, theme }) => ({
        code,
        name,
        tagline,
        erp,
        theme,
        ...SEED_COMPANIES[code],
      })),
    );
    await insertDemoUsers(tx, seedKey);
    await insertRows(tx, deliveryChargeBands, chargeBands(SEED_BRANDS.map((brand) => brand.code)));
    await insertRows(
      tx,
      storeFeatures,
      STORE_FEATURES.map((name, i) => ({ id: i + 1, name })),
    );
    await insertRows(tx, branches, branchRows);
    await insertRows(
      tx,
      branchFeatures,
      branchRows.flatMap((branch) =>
        branch.features.map((feature) => ({
          branchId: branch.id,
          featureId: STORE_FEATURES.indexOf(feature) + 1,
        })),
      ),
    );
    await insertDemoTradeAccounts(tx, branchRows);
    await insertDemoInvoices(tx, random.fork("invoices"), new Date());
    await insertRows(tx, categories, catalogue.categories);
    done("wrote brands, demo users and their trade accounts, branches and categories");
    await insertRows(
      tx,
      postcodeAddresses,
      buildPostcodeAddresses(random.fork("postcode-addresses"), branchRows),
    );
    done("wrote the addresses of the demo postcodes");
    await thenPageParts(tx, () =>
      withoutIndexes(tx, [products, productImages, priceBreaks, branchStock, productRelations], async () => {
        await insertRows(tx, products, made.products);
        await insertRows(tx, priceBreaks, made.priceBreaks);
        done("wrote products and quantity breaks");
        await createFamilyPlan(tx, catalogue.families);
        await insertProductImages(tx, seedKey);
        done("made pictures");
        await insertBranchStock(tx, seedKey);
        await insertCentralStock(tx, seedKey);
        await insertClearanceItems(tx, seedKey);
        done("made stock in every branch, the distribution centre and clearance");
        await insertProductRelations(tx, seedKey);
        done("made product relations");
      }),
    );
    done("rebuilt keys and indexes, and made each product page's parts");
    // The trade accounts were written before the products: their regular buys only now.
    await insertDemoPartneringCatalogue(tx);
    await insertDemoQuotes(tx, new Date());
    await insertDemoBranchOrders(tx, new Date());
    await insertCalculatorProducts(tx);
    await insertDemoInfoPages(tx);
    await insertDemoHomeCarousels(tx);
    await markSpinViews(tx);
    done("filled the demo trade account's partnering catalogue, its branch quotes and branch orders");
    await insertDemoVans(tx, seedKey);
    await insertDemoVanOrders(tx, new Date());
    done("made the demo van operators, their vans, van stock and van orders");
    await insertDemoSurveys(tx);
    done("made the demo staff surveys");
    await insertDemoStoreCollections(tx);
    done("gave every store collections to sign for and invoices to deliver");
    await insertDemoAccountTools(tx, seedKey);
    done("gave the demo trade customers vans and a database reporting key");
    // Ids were given explicitly; move the sequences past them so later inserts do not collide.
    for (const table of ["store_features", "branches", "categories", "products"]) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
      );
    }
    const counts = await countRows(tx);
    done("counted");
    return counts;
  });
  // PGlite never gathers planner statistics by itself: without them a fresh database plans
  // listings and search as if every table were empty.
  await database.rows(sql`analyze`);
  done("gathered planner statistics");
  return {
    brands: SEED_BRANDS.length,
    branches: branchRows.length,
    categories: catalogue.categories.length,
    products: made.products.length,
    priceBreaks: made.priceBreaks.length,
    stockRows: made.products.length * branchRows.length,
    ...counted,
    milliseconds: Math.round(performance.now() - started),
  };
}

async function countRows(executor: Executor): Promise<{ images: number; relations: number }> {
  const [row] = await selectRows<{ images: number; relations: number }>(
    executor,
    sql`select (select count(*) from product_images)::int as images, (select count(*) from product_relations)::int as relations`,
  );
  return { images: row?.images ?? 0, relations: row?.relations ?? 0 };
}

/** True when the catalogue has been made (the generator always writes the brands first). */
export async function hasCatalogue(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ seeded: boolean }>(sql`select exists (select 1 from brands) as seeded`);
  return row?.seeded === true;
}

/**
 * Fills an empty database on first start; a database that already has brands is left alone.
 * Asking for no products or no branches (SEED_PRODUCTS=0) switches the start-up seed off.
 */
export async function seedIfEmpty(database: Database, options: SeedOptions): Promise<{ seeded: boolean }> {
  if (options.products === 0 || options.branches === 0) return { seeded: false };
  if (await hasCatalogue(database)) return { seeded: false };
  await seedDatabase(database, options);
  return { seeded: true };
}

/** The small fixed catalogue other suites test against (see TEST_CATALOGUE). */
export function seedTestCatalogue(database: Database): Promise<SeedSummary> {
  return seedDatabase(database, TEST_CATALOGUE);
}

/**
 * Empties the catalogue so it can be made again. CASCADE also empties whatever refers to the
 * catalogue (baskets, orders …): this is for demo and test databases, never production data.
 */
export async function resetCatalogue(database: Database): Promise<void> {
  const list = sql.join(
    CATALOGUE_TABLES.map((table) => sql`${table}`),
    sql`, `,
  );
  await database.db.execute(sql`truncate ${list} restart identity cascade`);
}
