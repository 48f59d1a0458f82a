/** The JSON API's shapes as docs/api.md describes them. Money is integer pence. */
import type { VatPreference } from "@merchant/domain/money";

export type BrandCode = "BU" | "HB" | "TG" | "SG";
export type Erp = "bistrack" | "counteract" | "ax" | "opal";

export type BrandTheme = {
  primary: string;
  primaryContrast: string;
  accent: string;
  surface: string;
  text: string;
};

export type Brand = { code: BrandCode; name: string; erp: Erp; theme: BrandTheme; tagline: string };
export type Site = { brand: Brand; brands: Brand[] };

/** Who a session is signed in as (docs/api.md "Auth"). */
export type SignedInUser = { name: string; email: string };

export type Session = {
  csrfToken: string;
  vat: VatPreference;
  brand: BrandCode;
  /** Null when signed out. */
  user: SignedInUser | null;
  /** Not in the contract yet: the basket arrives in a later issue; until then the header shows 0. */
  basketCount?: number;
};

export type CategoryNode = {
  id: number | string;
  slug: string;
  name: string;
  level: 1 | 2 | 3;
  productCount: number;
  children: CategoryNode[];
};

export type Crumb = { slug: string; name: string };
export type Price = { exVat: number; incVat: number };
export type Image = { url: string; alt: string };

export type ProductSummary = {
  id: number | string;
  slug: string;
  partNumber: string;
  name: string;
  manufacturer: string;
  image: Image;
  price: Price;
  vatRate: number;
  isTally: boolean;
  categorySlug: string;
};

export type ProductDetail = ProductSummary & {
  description: string;
  specifications: { name: string; value: string }[];
  images: (Image & { thumbUrl: string })[];
  priceBreaks: { minQty: number; price: Price }[];
  tally: { sawToSizeMax: number; unit: "m" } | null;
  relations: {
    essentials: ProductSummary[];
    alternatives: ProductSummary[];
    crossSell: ProductSummary[];
    related: ProductSummary[];
  };
};

export type CategoryPage = {
  category: { id: number | string; slug: string; name: string; level: 1 | 2 | 3; description: string };
  breadcrumb: Crumb[];
  children: { slug: string; name: string; productCount: number; image: Image | null }[];
};

export type ProductListing = {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: { manufacturers: { name: string; count: number }[]; price: { min: number; max: number } };
};

export type SearchResults = ProductListing & { query: string; correctedFrom?: string };

export type Autocomplete = {
  products: ProductSummary[];
  categories: { slug: string; name: string; path: string }[];
};

export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

export type BranchSummary = {
  id: number;
  code: string;
  slug: string;
  /** The town or location name, e.g. "Ipswich". */
  name: string;
  fullName: string;
  brand: { code: BrandCode; name: string };
  erp: Erp;
  postcode: string;
  phone: string;
  email: string;
  /** Address lines 1–4, only those present. */
  address: string[];
  features: string[];
  basketEcommerceActive: boolean;
};

export type BranchList = { branches: BranchSummary[]; total: number; features: string[] };

export type OpeningDay = { day: string; opens: string | null; closes: string | null };

export type BranchDetail = BranchSummary & {
  /** Monday to Sunday; null times mean closed. */
  openingTimes: OpeningDay[];
  managerName: string | null;
  lat: number;
  lng: number;
  maxDeliveryMiles: number;
};
