/**
 * A small, exactly known catalogue for the catalogue, search and media tests: a few products
 * whose prices, popularity, stock and names make every sort, filter and facet checkable by eye.
 */
import type { UnitOfSale } from "@merchant/domain/catalog";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { SEED_COMPANIES } from "../demo/seed/brand-companies.ts";
import {
  branchStock,
  branches,
  brands,
  categories,
  priceBreaks,
  productImages,
  productRelations,
  products,
} from "../../db/schema.ts";

type FixtureProduct = {
  id: number;
  slug: string;
  name: string;
  manufacturer: string;
  categoryId: number;
  priceExVat: number;
  popularity: number;
  vatRate?: number;
  active?: boolean;
  isTally?: boolean;
  sawToSizeMax?: number;
  unitOfSale?: UnitOfSale;
  images?: number;
  stock?: number;
};

const CATEGORY = {
  timberAndSheet: 1,
  timber: 2,
  treatedTimber: 3,
  hardwood: 4,
  sheetMaterials: 5,
  plywood: 6,
  building: 7,
  drylining: 8,
  plasterboard: 9,
  stoves: 10,
  woodBurners: 11,
  multiFuel: 12,
} as const;

const CATEGORY_ROWS = [
  {
    id: 1,
    parentId: null,
    slug: "timber-sheet-materials",
    name: "Timber & Sheet Materials",
    level: 1,
    position: 2,
    path: [1],
  },
  { id: 2, parentId: 1, slug: "timber", name: "Timber", level: 2, position: 0, path: [1, 2] },
  {
    id: 3,
    parentId: 2,
    slug: "treated-timber",
    name: "Treated Timber",
    level: 3,
    position: 0,
    path: [1, 2, 3],
  },
  { id: 4, parentId: 2, slug: "hardwood", name: "Hardwood", level: 3, position: 1, path: [1, 2, 4] },
  {
    id: 5,
    parentId: 1,
    slug: "sheet-materials",
    name: "Sheet Materials",
    level: 2,
    position: 1,
    path: [1, 5],
  },
  { id: 6, parentId: 5, slug: "plywood", name: "Plywood", level: 3, position: 0, path: [1, 5, 6] },
  {
    id: 7,
    parentId: null,
    slug: "building-materials",
    name: "Building Materials",
    level: 1,
    position: 1,
    path: [7],
  },
  { id: 8, parentId: 7, slug: "drylining", name: "Drylining", level: 2, position: 0, path: [7, 8] },
  { id: 9, parentId: 8, slug: "plasterboard", name: "Plasterboard", level: 3, position: 0, path: [7, 8, 9] },
  {
    id: 10,
    parentId: null,
    slug: "stoves-fireplaces",
    name: "Stoves & Fireplaces",
    level: 1,
    position: 0,
    path: [10],
  },
  { id: 11, parentId: 10, slug: "stoves", name: "Stoves", level: 2, position: 0, path: [10, 11] },
  {
    id: 12,
    parentId: 11,
    slug: "multi-fuel-stoves",
    name: "Multi Fuel Stoves",
    level: 3,
    position: 0,
    path: [10, 11, 12],
  },
];

const FIXTURE_PRODUCTS: FixtureProduct[] = [
  {
    id: 1,
    slug: "treated-timber-c24-47x100-4800",
    name: "Treated Timber C24 47x100mm 4.8m",
    manufacturer: "Timberland Mills",
    categoryId: CATEGORY.treatedTimber,
    priceExVat: 1250,
    popularity: 90,
    isTally: true,
    sawToSizeMax: 3,
    images: 3,
    stock: 10,
  },
  {
    id: 2,
    slug: "treated-timber-batten-25x38-3600",
    name: "Treated Timber Batten 25x38mm 3.6m",
    manufacturer: "Timberland Mills",
    categoryId: CATEGORY.treatedTimber,
    priceExVat: 395,
    popularity: 70,
    isTally: true,
    stock: 0,
  },
  {
    id: 3,
    slug: "oak-hardwood-board-20x150",
    name: "Oak Hardwood Board 20x150mm",
    manufacturer: "Forest Oak Co",
    categoryId: CATEGORY.hardwood,
    priceExVat: 4599,
    popularity: 40,
    stock: 5,
  },
  {
    id: 4,
    slug: "sapele-hardwood-timber-beam",
    name: "Sapele Hardwood Timber Beam",
    manufacturer: "Forest Oak Co",
    categoryId: CATEGORY.hardwood,
    priceExVat: 8999,
    popularity: 10,
    stock: 2,
  },
  {
    id: 5,
    slug: "structural-plywood-18mm",
    name: "Structural Plywood 18mm 2440x1220",
    manufacturer: "Boardcraft",
    categoryId: CATEGORY.plywood,
    priceExVat: 3299,
    popularity: 60,
    stock: 7,
  },
  {
    id: 6,
    slug: "plasterboard-square-edge-12-5mm",
    name: "Plasterboard Square Edge 12.5mm 2400x1200",
    manufacturer: "Gypsum Works",
    categoryId: CATEGORY.plasterboard,
    priceExVat: 899,
    popularity: 80,
    stock: 0,
  },
  {
    id: 7,
    slug: "moisture-resistant-plasterboard",
    name: "Moisture Resistant Plasterboard 12.5mm",
    manufacturer: "Gypsum Works",
    categoryId: CATEGORY.plasterboard,
    priceExVat: 1199,
    popularity: 50,
    stock: 3,
  },
  {
    id: 8,
    slug: "insulated-plasterboard-40mm",
    name: "Insulated Plasterboard 40mm",
    manufacturer: "Thermal Board Ltd",
    categoryId: CATEGORY.plasterboard,
    priceExVat: 2499,
    popularity: 30,
    images: 0,
    stock: 1,
  },
  {
    id: 9,
    slug: "discontinued-timber-post",
    name: "Discontinued Timber Post",
    manufacturer: "Timberland Mills",
    categoryId: CATEGORY.treatedTimber,
    priceExVat: 100,
    popularity: 100,
    active: false,
    stock: 50,
  },
  {
    id: 10,
    slug: "cast-iron-multi-fuel-stove-5kw",
    name: "Cast Iron Multi Fuel Stove 5kW",
    manufacturer: "Hearthstone Foundry",
    categoryId: CATEGORY.multiFuel,
    priceExVat: 49900,
    popularity: 20,
    vatRate: 20,
    stock: 1,
  },
];

/** Product 1 as every summary shows it: £12.50 ex VAT is £15.00 at 20%. */
export const TREATED_TIMBER_SUMMARY = {
  id: 1,
  slug: "treated-timber-c24-47x100-4800",
  partNumber: "FX0001",
  name: "Treated Timber C24 47x100mm 4.8m",
  manufacturer: "Timberland Mills",
  image: { url: "/media/products/1/1.svg", alt: "Treated Timber C24 47x100mm 4.8m, view 1" },
  price: { exVat: 1250, incVat: 1500 },
  vatRate: 20,
  isTally: true,
  unitOfSale: { unit: "m", packSize: null },
  categorySlug: "treated-timber",
};

export async function insertCatalogueFixture(database: Database): Promise<void> {
  const { db } = database;
  await db
    .insert(categories)
    .values(CATEGORY_ROWS.map((row) => ({ ...row, description: `All about ${row.name}` })));
  await db.insert(products).values(
    FIXTURE_PRODUCTS.map((product) => ({
      id: product.id,
      partNumber: `FX${String(product.id).padStart(4, "0")}`,
      slug: product.slug,
      name: product.name,
      manufacturer: product.manufacturer,
      description: `${product.name}, from ${product.manufacturer}. Trade quality for the builder.`,
      specifications: [{ name: "Manufacturer", value: product.manufacturer }],
      categoryId: product.categoryId,
      vatRate: product.vatRate ?? 20,
      priceExVat: product.priceExVat,
      isTally: product.isTally ?? false,
      sawToSizeMax: product.sawToSizeMax ?? null,
      unit: product.isTally ? "m" : (product.unitOfSale?.unit ?? "each"),
      packSize: product.unitOfSale?.packSize ?? null,
      active: product.active ?? true,
      popularity: product.popularity,
    })),
  );
  const imageRows = FIXTURE_PRODUCTS.flatMap((product) =>
    Array.from({ length: product.images ?? 1 }, (_, index) => ({
      productId: product.id,
      position: index + 1,
      alt: `${product.name}, view ${index + 1}`,
      motif: "",
    })),
  );
  await db.insert(productImages).values(imageRows);
  await db.insert(priceBreaks).values([
    { productId: 1, minQty: 10, priceExVat: 1150 },
    { productId: 1, minQty: 50, priceExVat: 1050 },
  ]);
  await db.insert(productRelations).values([
    { productId: 1, relatedId: 2, kind: "essential", position: 0 },
    { productId: 1, relatedId: 9, kind: "essential", position: 1 },
    { productId: 1, relatedId: 3, kind: "alternative", position: 0 },
    { productId: 1, relatedId: 5, kind: "cross_sell", position: 0 },
    { productId: 1, relatedId: 4, kind: "related", position: 0 },
  ]);
  await insertBranchWithStock(database);
  // The fixture chose its ids; later inserts (by a test) must not collide with them.
  await database.rows(sql`select setval('products_id_seq', (select max(id) from products)),
    setval('categories_id_seq', (select max(id) from categories))`);
}

async function insertBranchWithStock(database: Database): Promise<void> {
  const { db } = database;
  await db
    .insert(brands)
    .values({
      code: "BU",
      name: "Brookfield Builders",
      tagline: "Everything to build with",
      erp: "bistrack",
      theme: {
        primary: "#123456",
        primaryContrast: "#ffffff",
        accent: "#ff9900",
        surface: "#f5f5f5",
        text: "#111111",
      },
      ...SEED_COMPANIES.BU,
    })
    .onConflictDoNothing();
  const [branch] = await db
    .insert(branches)
    .values({
      code: "BU001",
      brandCode: "BU",
      erp: "bistrack",
      name: "Ipswich",
      fullName: "Brookfield Builders Ipswich",
      slug: "ipswich",
      address1: "1 Quay Street",
      postcode: "IP1 1AA",
      lat: 52.05,
      lng: 1.15,
      phone: "01473 000000",
      email: "ipswich@example.test",
      openingTimes: [],
      maxDeliveryMiles: 30,
    })
    .returning({ id: branches.id });
  await db.insert(branchStock).values(
    FIXTURE_PRODUCTS.map((product) => ({
      branchId: branch!.id,
      productId: product.id,
      qty: product.stock ?? 0,
    })),
  );
}
