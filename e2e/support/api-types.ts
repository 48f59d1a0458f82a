/** The parts of docs/api.md the journeys read to know what a page should show. Money is pence. */

export type Price = { exVat: number; incVat: number };

export type CategoryNode = {
  slug: string;
  name: string;
  level: 1 | 2 | 3;
  productCount: number;
  children: CategoryNode[];
};

export type Crumb = { slug: string; name: string };

export type ProductSummary = {
  slug: string;
  name: string;
  image: { url: string; alt: string };
  price: Price;
  categorySlug: string;
};

export type ProductDetail = ProductSummary & {
  images: { url: string; alt: string; thumbUrl: string }[];
};

export type ProductListing = { items: ProductSummary[]; total: number };

export type SearchResults = ProductListing & { query: string; correctedFrom?: string };

export type Autocomplete = {
  products: ProductSummary[];
  categories: { slug: string; name: string; path: string }[];
};
