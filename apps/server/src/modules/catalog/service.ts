/**
 * Catalogue use cases: the category tree, a category page, its product listing and a product
 * page (issue 13). Listings and product summaries are read from the product index in memory,
 * which change notices keep current; the tree's counts and pictures are built from the same
 * index, again at most every few seconds while products change; a product page is one query.
 * Nothing here is kept for a fixed time, so a price, name or stock change shows at once.
 */
import { incVat } from "@merchant/domain/money";
import { tallyMaximumFrom } from "@merchant/domain/catalog";
import { notFound } from "../../lib/domain-errors.ts";
import { SPIN_FRAMES } from "@merchant/contract";
import { productPictureUrl, productSpinFrameUrl, productThumbUrl } from "../media/index.ts";
import type { ListingRequest, ProductIndex, ProductRecord } from "../product-index/index.ts";
import { ancestry, buildCategoryIndex, type CategoryEntry, type CategoryIndex } from "./category-index.ts";
import type {
  CategoryNode,
  CategoryPage,
  CategoryTree,
  Image,
  ProductListing,
  ProductPage as ProductPageWithOffer,
  ProductSummary,
} from "@merchant/contract";
import type { CatalogStore, RelationRow, SummaryRow } from "./store.ts";

/**
 * A product page as everyone sees it, and whether the maker ships the product direct, which the
 * shopper's offer, added per request (modules/fulfilment), needs for its stock.
 */
type ProductPage = Omit<ProductPageWithOffer, "offer"> & { directShip: boolean };

/** While products change, the tree's counts are built again at most this often. */
const TREE_REFRESH_MS = 5_000;

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(store: CatalogStore, products: ProductIndex) {
  let tree: Promise<{ index: CategoryIndex; tree: CategoryTree; version: number; at: number }> | undefined;
  // Built once per tree, so a reply is the same object each time (see json-once.ts).
  const categoryPages = new WeakMap<CategoryEntry, CategoryPage>();

  async function buildTree() {
    const version = products.version();
    const [rows, figures] = await Promise.all([store.categories(), products.categoryFigures()]);
    const index = buildCategoryIndex(rows, figures.stats, figures.tops);
    return { index, tree: { categories: index.roots.map(toNode) }, version, at: Date.now() };
  }

  async function loadTree() {
    const current = await (tree ??= buildTree());
    if (current.version !== products.version() && Date.now() - current.at >= TREE_REFRESH_MS) {
      const next = buildTree();
      tree = next;
      return next;
    }
    return current;
  }
  const categoryIndex = async () => (await loadTree()).index;

  async function categoryBySlug(slug: string): Promise<{ index: CategoryIndex; category: CategoryEntry }> {
    const index = await categoryIndex();
    const category = index.bySlug.get(slug);
    if (!category) throw notFound(`There is no category called ${slug}`);
    return { index, category };
  }

  /** Summaries in the order of `ids`; ids of inactive or unknown products are left out. */
  async function summaries(ids: readonly number[]): Promise<ProductSummary[]> {
    return (await products.records(ids)).map(summaryOf);
  }

  return {
    categoryIndex,
    summaries,

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
      const { ids, total, facets } = await products.listCategory(category.id, request);
      return listingOf(await summaries(ids), total, request, facets);
    },

    async productPage(slug: string): Promise<ProductPage> {
      const [row, index] = await Promise.all([store.productBySlug(slug), categoryIndex()]);
      if (!row) throw notFound(`There is no product called ${slug}`);
      const category = index.byId.get(row.categoryId);
      return {
        product: {
          ...toSummary(row),
          description: row.description,
          specifications: row.specifications,
          images: row.images.map((image) => ({
            url: productPictureUrl(row.id, image.position),
            alt: image.alt,
            thumbUrl: productThumbUrl(row.id, image.position),
          })),
          priceBreaks: row.priceBreaks.map((line) => ({
            minQty: line.minQty,
            price: price(line.priceExVat, row.vatRate),
          })),
          tally: row.isTally
            ? { sawToSizeMax: tallyMaximumFrom(row.sawToSizeMax), unit: "m" as const }
            : null,
          spinFrames: row.hasSpin
            ? Array.from({ length: SPIN_FRAMES }, (_, frame) => productSpinFrameUrl(row.id, frame + 1))
            : [],
          relations: await relationsOf(row.relations),
        },
        breadcrumb: category ? ancestry(index, category).map(toCrumb) : [],
        directShip: row.directShip,
      };
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

/** A record's summary, made once: a changed product gets a new record, and so a new summary. */
const madeSummaries = new WeakMap<ProductRecord, ProductSummary>();
function summaryOf(record: ProductRecord): ProductSummary {
  let summary = madeSummaries.get(record);
  if (!summary) madeSummaries.set(record, (summary = toSummary(record)));
  return summary;
}

function price(exVat: number, vatRate: number) {
  return { exVat, incVat: incVat(exVat, vatRate) };
}

function toSummary(row: SummaryRow | ProductRecord): ProductSummary {
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
    unitOfSale: { unit: row.unit, packSize: row.packSize },
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
      image: pictureOf(child),
    })),
  };
}

function pictureOf({ picture }: CategoryEntry): Image | null {
  return picture ? { url: productPictureUrl(picture.productId, 1), alt: picture.alt } : null;
}

function toNode(entry: CategoryEntry): CategoryNode {
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    level: entry.level,
    productCount: entry.productCount,
    imageUrl: entry.level < 3 ? (pictureOf(entry)?.url ?? null) : null,
    children: entry.children.map(toNode),
  };
}

function toCrumb(entry: CategoryEntry) {
  return { slug: entry.slug, name: entry.name };
}

/** A page of a listing as the contract answers it. */
export function listingOf(
  items: ProductSummary[],
  total: number,
  request: ListingRequest,
  facets: ProductListing["facets"],
): ProductListing {
  return {
    items,
    total,
    page: request.page,
    pageSize: request.pageSize,
    pageCount: Math.ceil(total / request.pageSize),
    facets,
  };
}
