/**
 * Values both sides of the API agree on, with no schema library behind them so a page can use
 * them without loading the contract's schemas.
 */

/** The largest PostgreSQL `integer` (int4): ids, positions and pence are int4 columns. */
export const INT4_MAX = 2_147_483_647;

export const BRAND_CODES = ["BU", "HB", "TG", "SG"] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export const ERP_CODES = ["bistrack", "counteract", "ax", "opal"] as const;
export type Erp = (typeof ERP_CODES)[number];

/** How a product listing (category or search) may be ordered; `relevance` is the default. */
export const LISTING_SORTS = ["relevance", "price_asc", "price_desc", "name_asc", "name_desc"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 96;
/** Deep enough for any listing a shopper pages through (240,000 products at 24 a page). */
export const MAX_PAGE = 10_000;

/** Longer than any slug the shop makes; an address beyond it is a mistake, not a product. */
export const MAX_SLUG_LENGTH = 200;

/** Longer than any product name a shopper would type; stops a pasted essay reaching the database. */
export const MAX_SEARCH_QUERY_LENGTH = 200;
/** Autocomplete suggests at most this many products and categories. */
export const MAX_PRODUCT_SUGGESTIONS = 6;
export const MAX_CATEGORY_SUGGESTIONS = 4;

/** Longer than any name a person signs up to the newsletter with; stops a pasted essay reaching the database. */
export const NEWSLETTER_NAME_MAX_LENGTH = 100;

/** A typed branch search longer than any town, name, postcode or code is a mistake, not a search. */
export const MAX_BRANCH_QUERY_LENGTH = 100;

/** A product picture's width in pixels: the default, and the range `?w=` accepts. */
export const PICTURE_WIDTH = { default: 400, min: 16, max: 1600 } as const;
/** No product has a hundred pictures. */
export const MAX_PICTURE_POSITION = 100;

/** A typed place (postcode, outward code or town) longer than any UK place name is a mistake. */
export const MAX_PLACE_QUERY_LENGTH = 100;

/** The address lookup's postcode: the longest UK postcode is 8 characters; room for stray spaces, no more. */
export const ADDRESS_LOOKUP_POSTCODE_MAX_LENGTH = 16;
/** An address lookup's key ("a123", "u23747771"): opaque to callers, never longer than this. */
export const ADDRESS_KEY_MAX_LENGTH = 40;
/** The most addresses one postcode's lookup lists (a postcode serves about 15, a few hundred at most). */
export const MAX_ADDRESS_CHOICES = 200;
/** Branches listed by distance: the store finder and selector show 20; a caller may ask up to 100. */
export const NEARBY_BRANCHES = { default: 20, max: 100 } as const;

export const FULFILMENT_TYPES = ["collection", "delivery"] as const;
export type Fulfilment = (typeof FULFILMENT_TYPES)[number];

/** The reporting dashboard's widgets (spec/3 §2), each loaded on its own. */
export const REPORT_WIDGETS = [
  "order-value-by-month",
  "top-products",
  "open-invoices",
  "van-stock-below-minimum",
] as const;
export type ReportWidgetName = (typeof REPORT_WIDGETS)[number];

/** The reporting API's reports, read with a database reporting key (decision 150). */
export const REPORTS = ["orders", "invoices", "van-stock"] as const;
export type ReportName = (typeof REPORTS)[number];

/** The request header a database reporting key travels in: `Authorization: Bearer <key>`. */
export const REPORTING_KEY_SCHEME = "Bearer";
