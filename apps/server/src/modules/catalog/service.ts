/**
 * Catalogue use cases: the category tree, a category page, its product listing and a product
 * page. Answers are kept in memory for a short while (docs/decisions/065-…): the tree and its
 * counts for five minutes, listings and product pages for thirty seconds. That is what lets
 * one embedded database serve fifty shoppers at once; a price or stock change shows within
 * half a minute, and the basket and checkout always read live figures.
 */
import { incVat } from "@merchant/domain/money";
import { tallyMaximumFrom } from "@merchant/domain/catalog";
import { notFound } from "../../lib/domain-errors.ts";
import { productPictureUrl, productThumbUrl } from "../media/index.ts";
import { ancestry, buildCategoryIndex, type CategoryEntry, type CategoryIndex } from "./category-index.ts";
import {
  facetsAndTotal,
  hasPriceOrStockFilter,
  listingKey,
  type ListingRequest,
  type ListingScope,
  type ManufacturerFigures,
} from "./listing.ts";
import type {
  CategoryNode,
  CategoryPage,
  CategoryTree,
  ProductListing,
  ProductPage as ProductPageWithOffer,
  ProductSummary,
} from "@merchant/contract";
import type { CatalogStore, RelationRow, SummaryRow } from "./store.ts";
import { createAnswerCache } from "../../lib/answer-cache.ts";

/** A product page as everyone sees it; the shopper's offer is added per request (modules/fulfilment). */
type ProductPage = Omit<ProductPageWithOffer, "offer">;

const TREE_TTL_MS = 5 * 60_000;
const PAGE_TTL_MS = 30_000;
const MAX_CACHED_PAGES = 2_000;

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(store: CatalogStore) {
  const trees = createAnswerCache<{ index: CategoryIndex; tree: CategoryTree }>({
    ttlMs: TREE_TTL_MS,
    maxEntries: 1,
  });
  // Built once per tree, so a cached reply is the same object each time (see json-once.ts).
  const categoryPages = new WeakMap<CategoryEntry, CategoryPage>();
  const listings = createAnswerCache<ProductListing>({ ttlMs: PAGE_TTL_MS, maxEntries: MAX_CACHED_PAGES });
  const productPages = createAnswerCache<ProductPage>({ ttlMs: PAGE_TTL_MS, maxEntries: MAX_CACHED_PAGES });

  const loadTree = () =>
    trees.get("tree", async () => {
      const [rows, stats, tops] = await Promise.all([
        store.categories(),
        store.manufacturerStats(),
        store.topProducts(),
      ]);
      const index = buildCategoryIndex(rows, stats, tops);
      return { index, tree: { categories: index.roots.map(toNode) } };
    });
  const categoryIndex = async () => (await loadTree()).index;

  async function categoryBySlug(slug: string): Promise<{ index: CategoryIndex; category: CategoryEntry }> {
    const index = await categoryIndex();
    const category = index.bySlug.get(slug);
    if (!category) throw notFound(`There is no category called ${slug}`);
    return { index, category };
  }

  /** Summaries in the order of `ids`; ids of inactive or unknown products are left out. */
  async function summaries(ids: readonly number[]): Promise<ProductSummary[]> {
    const byId = new Map((await store.summaries(ids)).map((row) => [row.id, toSummary(row)]));
    return ids.map((id) => byId.get(id)).filter((summary) => summary !== undefined);
  }

  /**
   * One page of a listing with its total and facets. Without a price or stock filter the
   * per-manufacturer figures of a category are already in the tree, so only the page is read.
   */
  async function listProducts(
    scope: ListingScope,
    request: ListingRequest,
    knownFigures?: ManufacturerFigures,
  ): Promise<ProductListing> {
    const { page, pageSize, sort, filters } = request;
    const figures =
      knownFigures && !hasPriceOrStockFilter(filters)
        ? knownFigures
        : new Map(
            (await store.listingFigures(scope, filters)).map(({ manufacturer, ...stat }) => [
              manufacturer,
              stat,
            ]),
          );
    const { total, facets } = facetsAndTotal(figures, filters.manufacturers);
    const offset = (page - 1) * pageSize;
    const ids = offset < total ? await store.pageIds(scope, filters, sort, pageSize, offset) : [];
    return {
      items: await summaries(ids),
      total,
      page,
      pageSize,
      pageCount: Math.ceil(total / pageSize),
      facets,
    };
  }

  return {
    categoryIndex,
    summaries,
    listProducts,

    async categoryTree(): Promise<CategoryTree> {
      return (await loadTree()).tree;
    },

    async categoryPage(slug: string): Promise<CategoryPage> {
      const { index, category } = await categoryBySlug(slug);
      let page = categoryPages.get(category);
      if (!page) {
        page = categoryPageOf(index, category);
        categoryPages.set(category, page);
      }
      return page;
    },

    async categoryProducts(slug: string, request: ListingRequest): Promise<ProductListing> {
      const { category } = await categoryBySlug(slug);
      return listings.get(listingKey(slug, request), () =>
        listProducts({ kind: "category", categoryIds: category.scopeIds }, request, category.manufacturers),
      );
    },

    productPage(slug: string): Promise<ProductPage> {
      return productPages.get(slug, async () => {
        const row = await store.productBySlug(slug);
        if (!row) throw notFound(`There is no product called ${slug}`);
        const [index, images, priceBreaks, relations] = await Promise.all([
          categoryIndex(),
          store.images(row.id),
          store.priceBreaks(row.id),
          store.relations(row.id),
        ]);
        const category = index.byId.get(row.categoryId);
        return {
          product: {
            ...toSummary(row),
            description: row.description,
            specifications: row.specifications,
            images: images.map((image) => ({
              url: productPictureUrl(row.id, image.position),
              alt: image.alt,
              thumbUrl: productThumbUrl(row.id, image.position),
            })),
            priceBreaks: priceBreaks.map((line) => ({
              minQty: line.minQty,
              price: price(line.priceExVat, row.vatRate),
            })),
            tally: row.isTally
              ? { sawToSizeMax: tallyMaximumFrom(row.sawToSizeMax), unit: "m" as const }
              : null,
            relations: await relationsOf(relations),
          },
          breadcrumb: category ? ancestry(index, category).map(toCrumb) : [],
        };
      });
    },
  };

  async function relationsOf(rows: RelationRow[]): Promise<ProductPage["product"]["relations"]> {
    const related = await summaries([...new Set(rows.map((row) => row.relatedId))]);
    const byId = new Map(related.map((summary) => [summary.id, summary]));
    const ofKind = (kind: RelationRow["kind"]) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => byId.get(row.relatedId))
        .filter((summary) => summary !== undefined);
    return {
      essentials: ofKind("essential"),
      alternatives: ofKind("alternative"),
      crossSell: ofKind("cross_sell"),
      related: ofKind("related"),
    };
  }
}

function price(exVat: number, vatRate: number) {
  return { exVat, incVat: incVat(exVat, vatRate) };
}

function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    partNumber: row.partNumber,
    name: row.name,
    manufacturer: row.manufacturer,
    // Every product has a picture: without an image row the media route still draws position 1.
    image: { url: productPictureUrl(row.id, 1), alt: row.imageAlt ?? row.name },
    price: price(row.priceExVat, row.vatRate),
    vatRate: row.vatRate,
    isTally: row.isTally,
    categorySlug: row.categorySlug,
  };
}

function categoryPageOf(index: CategoryIndex, category: CategoryEntry): CategoryPage {
  return {
    category: {
      id: category.id,
      slug: category.slug,
      name: category.name,
      level: category.level,
      description: category.description,
    },
    breadcrumb: ancestry(index, category).map(toCrumb),
    children: category.children.map((child) => ({
      slug: child.slug,
      name: child.name,
      productCount: child.productCount,
      image: child.picture
        ? { url: productPictureUrl(child.picture.productId, 1), alt: child.picture.alt }
        : null,
    })),
  };
}

function toNode(entry: CategoryEntry): CategoryNode {
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    level: entry.level,
    productCount: entry.productCount,
    children: entry.children.map(toNode),
  };
}

function toCrumb(entry: CategoryEntry) {
  return { slug: entry.slug, name: entry.name };
}
