/**
 * The database schema. Money is integer pence; VAT rates are whole percents.
 * Search columns (tsvector, trigram indexes) are added by a hand-written migration
 * because drizzle-kit cannot express weighted generated tsvectors.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export type ErpCode = "bistrack" | "counteract" | "ax" | "opal";
export type BrandCode = "BU" | "HB" | "TG" | "SG";
export type BrandTheme = {
  primary: string;
  primaryContrast: string;
  accent: string;
  surface: string;
  text: string;
};
export type OpeningTimes = { day: string; opens: string | null; closes: string | null }[];
export type Specification = { name: string; value: string };
export type ProductRelationKind = "essential" | "alternative" | "cross_sell" | "related";

export const brands = pgTable("brands", {
  code: text("code").$type<BrandCode>().primaryKey(),
  name: text("name").notNull(),
  tagline: text("tagline").notNull(),
  erp: text("erp").$type<ErpCode>().notNull(),
  theme: jsonb("theme").$type<BrandTheme>().notNull(),
  /** The company trading as the brand, shown on every page (Companies Act 2006), and its customer services. */
  registeredName: text("registered_name").notNull(),
  companyNumber: text("company_number").notNull(),
  vatNumber: text("vat_number").notNull(),
  registeredOffice: text("registered_office").notNull(),
  contactPhone: text("contact_phone").notNull(),
  contactEmail: text("contact_email").notNull(),
});

export const branches = pgTable(
  "branches",
  {
    id: serial("id").primaryKey(),
    /** The ERP's branch code, e.g. "BU014". */
    code: text("code").notNull(),
    brandCode: text("brand_code")
      .$type<BrandCode>()
      .notNull()
      .references(() => brands.code),
    erp: text("erp").$type<ErpCode>().notNull(),
    /** LocationName, e.g. "Ipswich". */
    name: text("name").notNull(),
    /** LocationNameFull, e.g. "Ashdown Builders Merchants Ipswich". */
    fullName: text("full_name").notNull(),
    slug: text("slug").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2"),
    address3: text("address3"),
    address4: text("address4"),
    postcode: text("postcode").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    fax: text("fax"),
    creditControlEmail: text("credit_control_email"),
    managerName: text("manager_name"),
    openingTimes: jsonb("opening_times").$type<OpeningTimes>().notNull(),
    maxDeliveryMiles: integer("max_delivery_miles").notNull(),
    basketEcommerceActive: boolean("basket_ecommerce_active").notNull().default(true),
    /** The larger branch of the same brand that restocks this one (its stock is "feeder" stock here). */
    feederBranchId: integer("feeder_branch_id"),
    /** The branch's price list as a percentage of the catalogue price (ERP price zones: 100 = list price). */
    pricePercent: integer("price_percent").notNull().default(100),
    /** The days of the week its vans deliver, ISO numbered (1 Monday … 7 Sunday): the checkout calendar's days. */
    deliveryWeekdays: integer("delivery_weekdays")
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'`),
    /** Whole days between an order and its earliest delivery. */
    deliveryLeadDays: integer("delivery_lead_days").notNull().default(2),
  },
  (t) => [uniqueIndex("branches_code_uq").on(t.code), uniqueIndex("branches_slug_uq").on(t.slug)],
);

export const storeFeatures = pgTable("store_features", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const branchFeatures = pgTable(
  "branch_features",
  {
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    featureId: integer("feature_id")
      .notNull()
      .references(() => storeFeatures.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.featureId] })],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    level: integer("level").notNull(),
    position: integer("position").notNull().default(0),
    description: text("description").notNull().default(""),
    /** Ids from the root down to this category, for "all products below" queries. */
    path: integer("path").array().notNull(),
  },
  (t) => [uniqueIndex("categories_slug_uq").on(t.slug), index("categories_parent_idx").on(t.parentId)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    partNumber: text("part_number").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    manufacturer: text("manufacturer").notNull(),
    description: text("description").notNull(),
    specifications: jsonb("specifications").$type<Specification[]>().notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    vatRate: integer("vat_rate").notNull(),
    priceExVat: integer("price_ex_vat").notNull(),
    /** Timber sold by length (tally); sawToSizeMax is the most lengths cut to size per order. */
    isTally: boolean("is_tally").notNull().default(false),
    sawToSizeMax: integer("saw_to_size_max"),
    /** The product has a 360° view: its first picture turned a frame at a time (decision 158). */
    hasSpin: boolean("has_spin").notNull().default(false),
    /**
     * What one of the quantity buys (decision 141): each, pack, m, m2, sheet, roll, bag or
     * tonne-bag (SALE_UNITS in @merchant/domain/catalog); a pack holds packSize items.
     */
    unit: text("unit").notNull().default("each"),
    packSize: integer("pack_size"),
    /** Shipped from the supplier straight to the customer, whatever a branch holds. */
    directShip: boolean("direct_ship").notNull().default(false),
    active: boolean("active").notNull().default(true),
    popularity: integer("popularity").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_part_number_uq").on(t.partNumber),
    uniqueIndex("products_slug_uq").on(t.slug),
    index("products_category_idx").on(t.categoryId),
    index("products_price_idx").on(t.priceExVat),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    alt: text("alt").notNull(),
    /** Seed for the generated SVG picture: its motif and colours. */
    motif: text("motif").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const priceBreaks = pgTable(
  "price_breaks",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    minQty: integer("min_qty").notNull(),
    priceExVat: integer("price_ex_vat").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.minQty] })],
);

export const branchStock = pgTable(
  "branch_stock",
  {
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Decremented only by `qty = qty - n WHERE qty >= n` (no lost stock). */
    qty: integer("qty").notNull(),
    /** When the ERP last reported this quantity (the stock check's "last updated"). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.branchId] }),
    index("branch_stock_branch_idx").on(t.branchId),
  ],
);

/** Stock held at the central distribution centre (CDC), sent to any branch on request. */
export const centralStock = pgTable("central_stock", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  qty: integer("qty").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Delivery charges by distance from the closest delivering branch, per brand: a delivery up to
 * `upToMiles` costs `chargePence` (ex VAT); the brand's bands together cover its branches' radius.
 */
export const deliveryChargeBands = pgTable(
  "delivery_charge_bands",
  {
    brandCode: text("brand_code")
      .$type<BrandCode>()
      .notNull()
      .references(() => brands.code),
    upToMiles: integer("up_to_miles").notNull(),
    chargePence: integer("charge_pence").notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.upToMiles] })],
);

export const productRelations = pgTable(
  "product_relations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relatedId: integer("related_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ProductRelationKind>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.relatedId] })],
);

/**
 * What a product page shows of its pictures, price breaks and relations, one row per product, each
 * as the page reads it (decision 189). Triggers on the three tables keep it current (migration
 * 0032); a product without a row has none of them.
 */
export const productPageParts = pgTable("product_page_parts", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  images: json("images").$type<{ position: number; alt: string }[]>().notNull(),
  priceBreaks: json("price_breaks").$type<{ minQty: number; priceExVat: number }[]>().notNull(),
  relations: json("relations").$type<{ kind: ProductRelationKind; relatedId: number }[]>().notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random token: a leaked table does not leak live sessions. */
    idHash: text("id_hash").primaryKey(),
    csrfToken: text("csrf_token").notNull(),
    userId: integer("user_id"),
    data: jsonb("data")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt)],
);

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  /** Stored lower-case, so an address finds its user however it is typed. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  /** `scrypt$N$r$p$salt$hash` (modules/auth/password.ts); never the password itself. */
  passwordHash: text("password_hash").notNull(),
  /** Account details (spec/1 §2 account pages): optional, changed on the details form. */
  phone: text("phone"),
  company: text("company"),
  /**
   * The branch the user chose as home (in the registration form, or asked after a login with no
   * branch: spec/2 §6 'loginNoBranch'); the shopper's branch at each login when none is chosen.
   */
  homeBranchId: integer("home_branch_id").references(() => branches.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Trade accounts (issue 11; spec/2 §3): held in an ERP, owned by a brand, with credit in pence.
 * `discountPercent` is the account's trade terms off the branch price where it has terms.
 */
export const tradeAccounts = pgTable(
  "trade_accounts",
  {
    id: serial("id").primaryKey(),
    accNumber: text("acc_number").notNull().unique(),
    name: text("name").notNull(),
    erp: text("erp").$type<ErpCode>().notNull(),
    brandCode: text("brand_code")
      .$type<BrandCode>()
      .notNull()
      .references(() => brands.code),
    creditLimitPence: integer("credit_limit_pence").notNull(),
    /** Owed now; negative when the account is in credit. */
    balancePence: integer("balance_pence").notNull(),
    discountPercent: integer("discount_percent").notNull().default(0),
  },
  (t) => [check("trade_accounts_discount", sql`${t.discountPercent} between 0 and 100`)],
);

/** Which users hold which trade accounts: a user may hold several, an account several users. */
export const tradeAccountUsers = pgTable(
  "trade_account_users",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accountId] }),
    index("trade_account_users_account_idx").on(t.accountId),
  ],
);

/** The branches where an account has trade terms (spec/1 §4: "the accounts for that branch"). */
export const tradeAccountBranches = pgTable(
  "trade_account_branches",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: "cascade" }),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.branchId] }),
    index("trade_account_branches_branch_idx").on(t.branchId),
  ],
);

/**
 * Online-invoice activation (spec/1 §4): a request, per trade account, that the branch's accounts
 * team send its invoices online. Asking again is not an error and keeps the first request.
 */
export const onlineInvoiceRequests = pgTable("online_invoice_requests", {
  accountId: integer("account_id")
    .primaryKey()
    .references(() => tradeAccounts.id, { onDelete: "cascade" }),
  requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
});

/** spec/1 §7 /account/logdocumentclick: which kinds of account document users open. */
export const documentClicks = pgTable(
  "document_clicks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: integer("account_id").references(() => tradeAccounts.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_clicks_type_idx").on(t.type, t.clickedAt)],
);

/**
 * A trade account's partnering catalogue (spec/2 §7 /partneringcatalogues/add): the products it
 * buys again and again, with a usual quantity; adding one already there sets the new quantity.
 */
export const partneringCatalogueItems = pgTable(
  "partnering_catalogue_items",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    check("partnering_catalogue_items_quantity", sql`${t.quantity} between 1 and 99999`),
  ],
);

/**
 * Links to set a new password (issue 11 forgotten password): single use, short-lived. Only the
 * SHA-256 of the link's random token is kept, so a leaked table opens no account.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the link is used; a used link opens nothing. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("password_resets_user_idx").on(t.userId),
    index("password_resets_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Newsletter sign-ups (spec/1 §5, §7 /newsletter/submit): one row per email address, lower-case;
 * signing up again is not an error and renews the name and the time consent was given.
 */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  /** The brand's site the sign-up came from. */
  brandCode: text("brand_code")
    .notNull()
    .references(() => brands.code),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The products a calculator's answer is bought in (issue 16, spec/2 §5, §9): for the aggregate
 * calculator, each aggregate's bulk bag and 25 kg poly bag. Chosen by the merchandisers (the demo
 * data picks them), so a renamed or repriced product needs no change here.
 */
export const calculatorProducts = pgTable(
  "calculator_products",
  {
    calculator: text("calculator").$type<"aggregate">().notNull(),
    /** The calculator's choice the product serves, e.g. the aggregate type sand, gravel or slate. */
    variant: text("variant").notNull(),
    /** What the product is in the answer, e.g. bulk-bag or poly-bag. */
    role: text("role").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.calculator, t.variant, t.role] })],
);

/**
 * Info pages (issue 16): content the merchandisers keep, rendered by the web on the server. A page
 * of no brand is every brand's; a brand's own page of the same slug stands in for it on that brand.
 * `blocks` is the contract's InfoBlock list (text, tabs, slide-down sections, calculators, panel).
 */
export const infoPages = pgTable(
  "info_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    brandCode: text("brand_code").references(() => brands.code),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    blocks: jsonb("blocks").$type<unknown[]>().notNull(),
  },
  (t) => [uniqueIndex("info_pages_slug_brand_uq").on(t.slug, sql`coalesce(${t.brandCode}, '')`)],
);

/**
 * Failed logins counted per account and per client address (modules/auth/login-throttle.ts), in the
 * database so that every process sees the same counts. Keys are SHA-256 digests of `account:<email>`
 * or `address:<ip>`, so the table keeps no email address, not even the ones nobody has an account for.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    keyHash: text("key_hash").primaryKey(),
    failures: integer("failures").notNull(),
    /** The first failure of the current window; the count starts again once the window has passed. */
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_failures_window_idx").on(t.windowStartedAt)],
);

/**
 * Random secrets every process of the shop shares (e.g. the key that signs anonymous visitors' CSRF
 * tokens), made by whichever process starts first (docs/decisions/083-sessions-on-demand.md).
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  /** base64url of random bytes. */
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Emails waiting to be sent, written in the same transaction as their cause (an order, a request to
 * a branch) and sent by the outbox worker with retries, so a crash loses none and sends none twice
 * on purpose. `sentAt` is set once the mail server has taken it.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: serial("id").primaryKey(),
    /** What caused it, e.g. "branch-request": for the developer mail page and for tests. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Not tried before this time: moved on after each failed attempt. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_emails_due_idx").on(t.sentAt, t.nextAttemptAt)],
);

/**
 * Clearance (spec/1 §5): a branch's ex-display, discontinued or damaged-packaging items, sold only
 * from that branch, for collection, at their own price; `qty` is how many it has of them.
 */
export const clearanceItems = pgTable(
  "clearance_items",
  {
    id: serial("id").primaryKey(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Decremented only by `qty = qty - n WHERE qty >= n` (no lost stock). */
    qty: integer("qty").notNull(),
    priceExVat: integer("price_ex_vat").notNull(),
    /** Why it is on clearance, e.g. "Ex-display". */
    note: text("note").notNull(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("clearance_items_branch_product_uq").on(t.branchId, t.productId)],
);

/**
 * Baskets (issue 10): a visitor's belongs to their session (`ownerSession`, the session's id hash,
 * made on the first add), a signed-in shopper's to their account (`userId`); at login the first is
 * merged into the second. Each owner has at most one, so two tabs adding at once share it.
 */
export const baskets = pgTable(
  "baskets",
  {
    id: serial("id").primaryKey(),
    ownerSession: text("owner_session"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("baskets_owner_session_uq").on(t.ownerSession),
    uniqueIndex("baskets_user_uq").on(t.userId),
    index("baskets_updated_idx").on(t.updatedAt),
    check("baskets_one_owner", sql`(${t.ownerSession} is null) <> (${t.userId} is null)`),
  ],
);

/**
 * A product in a basket: one line per product and kind (ordinary, clearance, or from a branch
 * quote), so a second add of the same product grows its line. No price is kept but a quote's: the
 * basket is priced when it is read.
 */
export const basketLines = pgTable(
  "basket_lines",
  {
    id: serial("id").primaryKey(),
    basketId: integer("basket_id")
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    clearance: boolean("clearance").notNull().default(false),
    /** The branch's clearance item a clearance line buys (its price and quantity); null otherwise. */
    clearanceItemId: integer("clearance_item_id").references(() => clearanceItems.id, {
      onDelete: "cascade",
    }),
    /**
     * The branch quote a quote line came from ('' for any other line): such a line is priced at
     * the quote's price and is its own line beside the product's ordinary one (issue 14).
     */
    quoteReference: text("quote_reference").notNull().default(""),
    /** The quoted price of one, ex VAT, in pence; null unless the line came from a quote. */
    quotePriceExVat: integer("quote_price_ex_vat"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("basket_lines_product_uq").on(t.basketId, t.productId, t.clearance, t.quoteReference),
    check(
      "basket_lines_quote_price",
      sql`(${t.quoteReference} = '') = (${t.quotePriceExVat} is null) and coalesce(${t.quotePriceExVat}, 0) >= 0`,
    ),
    check("basket_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * spec/1 §7 emptybasketrecordpopup: a shopper left the basket page with an empty basket. Kept for
 * the merchandising team's counts; no shopper or session is named.
 */
export const basketExits = pgTable(
  "basket_exits",
  {
    id: serial("id").primaryKey(),
    brandCode: text("brand_code").$type<BrandCode>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("basket_exits_created_idx").on(t.createdAt)],
);

/**
 * The embedded address book behind the checkout's postcode lookup (spec/1 §7 /brochure/lookupAddress):
 * addresses the demo data ships for its postcodes. A real provider replaces it when configured.
 */
export const postcodeAddresses = pgTable(
  "postcode_addresses",
  {
    id: serial("id").primaryKey(),
    /** Upper case with one space, as `formatPostcode` writes it. */
    postcode: text("postcode").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2").notNull().default(""),
    city: text("city").notNull(),
    county: text("county").notNull().default(""),
  },
  (t) => [index("postcode_addresses_postcode_idx").on(t.postcode)],
);

export type OrderAddress = {
  line1: string;
  line2: string;
  city: string;
  county: string;
  postcode: string;
};

/**
 * Placed orders (issue 12): what was bought, where it goes, what it cost and how it was paid, all
 * written in the one transaction that took the stock. `reference` is what the customer quotes;
 * `idempotencyKey` makes a retried or double-clicked checkout one order.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    brandCode: text("brand_code")
      .$type<BrandCode>()
      .notNull()
      .references(() => brands.code),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The session that placed it (its id hash): a guest sees their own confirmation, nobody else's. */
    placedBySession: text("placed_by_session"),
    tradeAccountId: integer("trade_account_id").references(() => tradeAccounts.id, { onDelete: "set null" }),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    fulfilment: text("fulfilment").$type<"collection" | "delivery">().notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    deliveryAddress: jsonb("delivery_address").$type<OrderAddress>(),
    invoiceAddress: jsonb("invoice_address").$type<OrderAddress>(),
    /** London calendar day, "YYYY-MM-DD"; null when collecting. */
    deliveryDate: text("delivery_date"),
    productsExVat: integer("products_ex_vat").notNull(),
    deliveryExVat: integer("delivery_ex_vat").notNull(),
    vat: integer("vat").notNull(),
    totalIncVat: integer("total_inc_vat").notNull(),
    paymentMethod: text("payment_method").$type<"card" | "account">().notNull(),
    /**
     * `pending` from taking the stock until the card is answered (a 3-D Secure check may sit
     * between); `cancelled` gives the stock back. Pending orders left too long are cancelled.
     */
    status: text("status").$type<"pending" | "placed" | "cancelled">().notNull().default("placed"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_pending_idx").on(t.status, t.createdAt),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_account_idx").on(t.tradeAccountId, t.createdAt),
  ],
);

/** An order's lines at the prices charged, kept as they were whatever the catalogue does later. */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    partNumber: text("part_number").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitExVat: integer("unit_ex_vat").notNull(),
    vatRate: integer("vat_rate").notNull(),
    totalExVat: integer("total_ex_vat").notNull(),
    totalIncVat: integer("total_inc_vat").notNull(),
    clearanceItemId: integer("clearance_item_id").references(() => clearanceItems.id, {
      onDelete: "set null",
    }),
    /** Where the quantity was taken from (branch shelf, feeder, centre): given back if the order is cancelled. */
    takenLocal: integer("taken_local").notNull().default(0),
    takenFeeder: integer("taken_feeder").notNull().default(0),
    takenCentral: integer("taken_central").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    check("order_lines_quantity", sql`${t.quantity} > 0`),
  ],
);

/**
 * Money taken or refused (issue 12): for an order, a payment on account, or invoices. Only what a
 * receipt shows of a card is kept: its brand, last four digits and expiry; never its number or
 * security code. `idempotencyKey` makes a retried payment one charge.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    kind: text("kind").$type<"order" | "account" | "invoices">().notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    tradeAccountId: integer("trade_account_id").references(() => tradeAccounts.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** "sandbox", "stripe", or "account" (charged to the trade account's credit). */
    gateway: text("gateway").notNull(),
    gatewayReference: text("gateway_reference"),
    status: text("status").$type<"pending" | "authorised" | "declined" | "failed">().notNull(),
    amountPence: integer("amount_pence").notNull(),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpMonth: integer("card_exp_month"),
    cardExpYear: integer("card_exp_year"),
    /** The invoices a payment of invoices settles: their ids and the pence put to each. */
    invoiceAmounts: jsonb("invoice_amounts").$type<{ invoiceId: number; amountPence: number }[]>(),
    declineReason: text("decline_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_account_idx").on(t.tradeAccountId, t.createdAt)],
);

/** A signed-in customer's saved cards (spec/1 §3 CardExisting): the gateway's token and what a receipt shows. */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    gatewayToken: text("gateway_token").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_cards_user_idx").on(t.userId)],
);

/**
 * A trade account's invoices as its ERP reports them (issue 12 invoice payment): open until paid.
 * `erpConfirms` false stands for an invoice the ERP answers 'Not found' when asked to confirm it.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: "cascade" }),
    invoiceNumber: text("invoice_number").notNull().unique(),
    issuedOn: text("issued_on").notNull(),
    dueOn: text("due_on").notNull(),
    amountPence: integer("amount_pence").notNull(),
    outstandingPence: integer("outstanding_pence").notNull(),
    erpConfirms: boolean("erp_confirms").notNull().default(true),
  },
  (t) => [
    index("invoices_account_idx").on(t.accountId, t.issuedOn),
    check("invoices_outstanding", sql`${t.outstandingPence} between 0 and ${t.amountPence}`),
  ],
);

/** The invoices a user has ticked to pay (spec/1 §4 invoice payment), kept by the server until paid or cleared. */
export const invoiceSelections = pgTable(
  "invoice_selections",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    selectedAt: timestamp("selected_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.invoiceId] })],
);

/**
 * Synonyms the catalogue data adds to the search's own table (issue 13): each row a group of
 * words or phrases that mean the same to a shopper ("ply", "plywood"). The search reads them when
 * its index is built.
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial("id").primaryKey(),
    terms: text("terms").array().notNull(),
    /** "synonyms": the terms mean the same; "brand" or "grade": a word known as it is, never corrected. */
    kind: text("kind").$type<"synonyms" | "brand" | "grade">().notNull().default("synonyms"),
  },
  (t) => [check("search_synonyms_kind", sql`${t.kind} in ('synonyms', 'brand', 'grade')`)],
);

/**
 * Branch quotes as the branches' ERPs hold them (issue 14; spec/2 §3 quote line, §4 quote-to-basket):
 * the demo data's copy, read through the quote source a live ERP adapter would replace. A quote is
 * found by its reference and the customer's email together, never by either alone. `branchId` is
 * null when the branch that made the quote no longer exists.
 */
export const branchQuotes = pgTable(
  "branch_quotes",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    erp: text("erp").$type<ErpCode>().notNull(),
    branchId: integer("branch_id").references(() => branches.id, { onDelete: "set null" }),
    accountId: integer("account_id").references(() => tradeAccounts.id, { onDelete: "set null" }),
    /** Lower case, as the check compares it. */
    customerEmail: text("customer_email").notNull(),
    deliveryPostcode: text("delivery_postcode"),
    staffName: text("staff_name").notNull(),
    staffEmail: text("staff_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("branch_quotes_account_idx").on(t.accountId)],
);

/** A quote's lines by part number, each at the price the branch quoted (ex VAT, pence). */
export const branchQuoteLines = pgTable(
  "branch_quote_lines",
  {
    quoteId: integer("quote_id")
      .notNull()
      .references(() => branchQuotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    partNumber: text("part_number").notNull(),
    quantity: integer("quantity").notNull(),
    priceExVat: integer("price_ex_vat").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.position] }),
    check("branch_quote_lines_quantity", sql`${t.quantity} > 0`),
    check("branch_quote_lines_price", sql`${t.priceExVat} >= 0`),
  ],
);

/**
 * Orders a trade account placed at a branch, over the counter or by phone, as the branch's ERP
 * holds them (issue 14; spec/2 §2 page types account-branchorderdetail and
 * account-ax-branchorderdetail): the demo data's copy, read through the branch order source a live
 * ERP adapter would replace. The shop never writes them. `status` is the ERP's own words ('Awaiting
 * picking', 'Ready to collect', 'Out for delivery', 'Delivered', 'Collected', 'Invoiced').
 */
export const branchOrders = pgTable(
  "branch_orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull().unique(),
    erp: text("erp").$type<ErpCode>().notNull(),
    branchId: integer("branch_id").references(() => branches.id, { onDelete: "set null" }),
    accountId: integer("account_id").references(() => tradeAccounts.id, { onDelete: "set null" }),
    /** The customer's own reference, their purchase order number. */
    customerReference: text("customer_reference"),
    deliveryPostcode: text("delivery_postcode"),
    fulfilment: text("fulfilment").$type<"collection" | "delivery">().notNull(),
    status: text("status").notNull(),
    /** Who took the order at the branch. */
    staffName: text("staff_name").notNull(),
    orderedAt: timestamp("ordered_at", { withTimezone: true }).notNull(),
    /** London calendar day the customer wants it, "YYYY-MM-DD"; null when none was asked. */
    requiredOn: text("required_on"),
    /** Placed from the van app (decision 153): the van it restocks and its basket type; null otherwise. */
    vanId: integer("van_id").references(() => vans.id, { onDelete: "set null" }),
    vanOrderType: text("van_order_type").$type<"van" | "void">(),
    placedByUserId: integer("placed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** spec/3 §3 Order: the registration on the order, which may not be the van's it restocks (issue 18). */
    vanRegistration: text("van_registration"),
    /** spec/3 §3 Order: the ERP's employee id of who the order is for; the Orders tab filters by it. */
    employeeId: text("employee_id"),
    /** spec/3 §3, §4 Order status id; 60 is goods collected, when the order leaves the van orders list. */
    statusId: integer("status_id"),
  },
  (t) => [
    index("branch_orders_account_idx").on(t.accountId, t.orderedAt),
    check("branch_orders_fulfilment", sql`${t.fulfilment} in ('collection', 'delivery')`),
    check("branch_orders_van_order_type", sql`${t.vanOrderType} in ('van', 'void')`),
  ],
);

/**
 * A branch order's lines as the ERP priced them (ex VAT, pence each). AX names each line's variant
 * and unit of measure too (spec/3 §3 axVariantCode, axUnitCode); other ERPs leave them null.
 */
export const branchOrderLines = pgTable(
  "branch_order_lines",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => branchOrders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    partNumber: text("part_number").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    quantityDelivered: integer("quantity_delivered").notNull().default(0),
    priceExVat: integer("price_ex_vat").notNull(),
    axVariantCode: text("ax_variant_code"),
    axUnitCode: text("ax_unit_code"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check("branch_order_lines_quantity", sql`${t.quantity} > 0`),
    check(
      "branch_order_lines_delivered",
      sql`${t.quantityDelivered} >= 0 and ${t.quantityDelivered} <= ${t.quantity}`,
    ),
    check("branch_order_lines_price", sql`${t.priceExVat} >= 0`),
  ],
);

/**
 * Who may use the stock-and-go app under /app (spec/3 §6; decisions 143, 167): shop users with an
 * app role, a van operator, staff or a private-store customer, who buys on the one trade account
 * named here. A user without a row here uses the shop only.
 */
export const appUsers = pgTable(
  "app_users",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<"van_operator" | "staff" | "private_store">().notNull(),
    /** The trade account a private-store customer's orders go on (decision 167); null for other roles. */
    accountId: integer("account_id").references(() => tradeAccounts.id, { onDelete: "cascade" }),
    /** spec/3 §4 void order limit in pence ex VAT; -1 is no limit (decision 153). */
    voidOrderLimitPence: integer("void_order_limit_pence").notNull().default(-1),
    /** Who authorises this operator's void orders over the limit (spec/3 §6 supervisor). */
    supervisorEmail: text("supervisor_email"),
  },
  (t) => [
    check("app_users_role", sql`${t.role} in ('van_operator', 'staff', 'private_store')`),
    check(
      "app_users_private_store_account",
      sql`(${t.role} = 'private_store') = (${t.accountId} is not null)`,
    ),
    check("app_users_void_order_limit", sql`${t.voidOrderLimitPence} >= -1`),
  ],
);

/**
 * A trade account's vans (spec/3 §3 Vehicle; decision 143): the registration as the account wrote
 * it, matched in its normalised form (decision 034); the operator driving it now, one van per
 * operator.
 */
export const vans = pgTable(
  "vans",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: "cascade" }),
    registration: text("registration").notNull(),
    /** Upper case without spaces ("AB12CDE"): what a typed registration is matched against. */
    registrationKey: text("registration_key").notNull(),
    description: text("description").notNull().default(""),
    replenishment: text("replenishment").$type<"automatic" | "manual">().notNull(),
    operatorUserId: integer("operator_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("vans_registration_key_uq").on(t.registrationKey),
    uniqueIndex("vans_operator_uq").on(t.operatorUserId),
    index("vans_account_idx").on(t.accountId),
    check("vans_replenishment", sql`${t.replenishment} in ('automatic', 'manual')`),
  ],
);

/**
 * What a van holds of each product (spec/3 §3 Van stock product). `currentLevel` never goes below
 * 0: it is taken down with one conditional update whose row count decides. A null minimum level
 * is "no defined minimum stock level" (spec/3 §5).
 */
export const vanStock = pgTable(
  "van_stock",
  {
    vanId: integer("van_id")
      .notNull()
      .references(() => vans.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    currentLevel: integer("current_level").notNull(),
    minLevel: integer("min_level"),
    /** spec/3 §3 unitFactor: how many of the product's selling units one van unit is. */
    unitFactor: integer("unit_factor").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.vanId, t.productId] }),
    check("van_stock_current_level", sql`${t.currentLevel} >= 0`),
    check("van_stock_min_level", sql`${t.minLevel} >= 0`),
    check("van_stock_unit_factor", sql`${t.unitFactor} > 0`),
  ],
);

/** Each stock adjustment an operator made (spec/3 §7 sgadjustvanstock), with its transaction type. */
export const vanStockAdjustments = pgTable(
  "van_stock_adjustments",
  {
    id: serial("id").primaryKey(),
    vanId: integer("van_id")
      .notNull()
      .references(() => vans.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    transactionType: text("transaction_type").notNull(),
    quantity: integer("quantity").notNull(),
    /** The van's level after the adjustment. */
    levelAfter: integer("level_after").notNull(),
    madeAt: timestamp("made_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("van_stock_adjustments_van_idx").on(t.vanId, t.madeAt),
    check("van_stock_adjustments_quantity", sql`${t.quantity} > 0`),
  ],
);

/**
 * A trade account's void lists (spec/3 §2 Void tab, §7 sgvoidlistselect, sgvoidproducts; decision
 * 143): the products an operator may order for one type of void property, by their list type's name.
 */
export const voidLists = pgTable(
  "void_lists",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("void_lists_account_name_uq").on(t.accountId, t.name)],
);

export const voidListProducts = pgTable(
  "void_list_products",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => voidLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] })],
);

/**
 * Sign-in and sign-out links of the native shell already used (spec/3 §2 sulogin, sglogout;
 * decision 145): the SHA-256 of each hash, kept until the link expires, so a link works once.
 */
export const appSignInLinks = pgTable(
  "app_sign_in_links",
  {
    hashDigest: text("hash_digest").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("app_sign_in_links_expires_idx").on(t.expiresAt)],
);

/**
 * The van app's basket (spec/3 §4 Basket type; decision 153): one per van, holding van-stock or
 * void-stock lines, never both. The row's `kind` is set by the first add, in one upsert whose
 * answer decides, so two adds of different kinds at once cannot mix it. Start over deletes it.
 */
export const appBaskets = pgTable(
  "app_baskets",
  {
    vanId: integer("van_id")
      .primaryKey()
      .references(() => vans.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"van" | "void">().notNull(),
  },
  (t) => [check("app_baskets_kind", sql`${t.kind} in ('van', 'void')`)],
);

/** A line of a van app basket: a product, its quantity and the AX codes the app sent (spec/3 §3). */
export const appBasketLines = pgTable(
  "app_basket_lines",
  {
    vanId: integer("van_id")
      .notNull()
      .references(() => appBaskets.vanId, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    axVariantCode: text("ax_variant_code"),
    axUnitCode: text("ax_unit_code"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vanId, t.productId] }),
    check("app_basket_lines_quantity", sql`${t.quantity} between 1 and 999`),
  ],
);

/**
 * Staff surveys (spec/3 §2 Surveys, §3 Survey (web) and (app); decision 164): a survey has
 * sections, which the app lists and starts by id (the spec's surveyID); each section's questions
 * are numbered from 1, and the highest number is its last (isLast is read, not stored).
 */
export const surveys = pgTable("surveys", {
  id: serial("id").primaryKey(),
  title: text("title").notNull().unique(),
  position: integer("position").notNull().default(0),
});

export const surveySections = pgTable(
  "survey_sections",
  {
    id: serial("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("survey_sections_survey_position_uq").on(t.surveyId, t.position)],
);

export type SurveyOption = { value: string; label: string };

/** A question: its input type (radio, checkbox, select or text), its options, and whether it offers Other. */
export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: serial("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => surveySections.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    prompt: text("prompt").notNull(),
    type: text("type").$type<"radio" | "checkbox" | "select" | "text">().notNull(),
    options: jsonb("options")
      .$type<SurveyOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    hasOther: boolean("has_other").notNull().default(false),
  },
  (t) => [
    uniqueIndex("survey_questions_section_number_uq").on(t.sectionId, t.number),
    check("survey_questions_type", sql`${t.type} in ('radio', 'checkbox', 'select', 'text')`),
    check("survey_questions_number", sql`${t.number} >= 1`),
  ],
);

/**
 * An app user's answer to a question (spec/3 §7 sgsurveyquestioncomplete): one per user and
 * question, so answering again (after back) replaces it; -1 is a skipped question.
 */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: "cascade" }),
    answerValue: text("answer_value").notNull(),
    freeTextAnswer: text("free_text_answer").notNull().default(""),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index("survey_answers_question_idx").on(t.questionId),
  ],
);

/**
 * A trade account's database reporting keys (spec/3 §3 Access key; decision 150): only the SHA-256
 * of each key is kept, so a leaked table opens no report; the key's first characters (`prefix`)
 * name it in the list. Regenerating a key replaces its hash and prefix in place; removing it
 * deletes the row, so the old key is refused at once.
 */
export const reportingKeys = pgTable(
  "reporting_keys",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: "cascade" }),
    hashDigest: text("hash_digest").notNull(),
    prefix: text("prefix").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** When its current value was made: at creation, then at each regeneration. */
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reporting_keys_hash_uq").on(t.hashDigest),
    index("reporting_keys_account_idx").on(t.accountId),
  ],
);

export type HomeCarousel = "main" | "sponsor" | "brand" | "magic";

/**
 * The homepage's carousels as data (issue 16; spec/1 §2, spec/3 §2, §4): each brand's main slides
 * (title, text, link, background colour), sponsors, brands and the "magic" row of products, in
 * order. An item's picture is its product's; a magic item shows its product's card and price.
 */
export const homeCarouselItems = pgTable(
  "home_carousel_items",
  {
    id: serial("id").primaryKey(),
    brandCode: text("brand_code")
      .$type<BrandCode>()
      .notNull()
      .references(() => brands.code),
    carousel: text("carousel").$type<HomeCarousel>().notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    /** Where the item leads: a path on the shop's own site. */
    href: text("href").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** A main slide's background colour, `#rrggbb`. */
    background: text("background"),
  },
  (t) => [
    uniqueIndex("home_carousel_items_brand_carousel_position_uq").on(t.brandCode, t.carousel, t.position),
    check("home_carousel_items_carousel_ck", sql`${t.carousel} in ('main', 'sponsor', 'brand', 'magic')`),
  ],
);

/**
 * Delivery slots booked from the van app's calendar (issue 18; spec/3 §3 Delivery slot, §4;
 * decision 160): one row per place taken in a day's time slot. `place` runs from 1 to the time
 * slot's number of slots, and the unique index on (day, time slot, place) is what lets two
 * operators booking the last place at once get one booking between them. A van books a time slot
 * once.
 */
export const vanDeliveryBookings = pgTable(
  "van_delivery_bookings",
  {
    id: serial("id").primaryKey(),
    /** London calendar day, "YYYY-MM-DD". */
    day: text("day").notNull(),
    timeSlot: text("time_slot").notNull(),
    place: integer("place").notNull(),
    priority: text("priority").notNull(),
    type: text("type").notNull(),
    vanId: integer("van_id")
      .notNull()
      .references(() => vans.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: "cascade" }),
    bookedByUserId: integer("booked_by_user_id").references(() => users.id, { onDelete: "set null" }),
    bookedAt: timestamp("booked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("van_delivery_bookings_place_uq").on(t.day, t.timeSlot, t.place),
    uniqueIndex("van_delivery_bookings_van_uq").on(t.day, t.timeSlot, t.vanId),
    check("van_delivery_bookings_place", sql`${t.place} > 0`),
  ],
);
/** PostgreSQL's bytea, read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * A store's orders waiting to be collected (spec/3 §3 Collection; decision 163): the order number,
 * its products (the spec's product JSON: name, code, quantity) and, once collected, the signer's
 * name, the signature as PNG bytes (at most 200 kB, SIGNATURE_MAX_BYTES) and who took it.
 */
export const storeCollections = pgTable(
  "store_collections",
  {
    id: serial("id").primaryKey(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    orderNumber: text("order_number").notNull().unique(),
    customerName: text("customer_name").notNull(),
    products: jsonb("products").$type<{ code: string; name: string; quantity: number }[]>().notNull(),
    collectedAt: timestamp("collected_at", { withTimezone: true }),
    signerName: text("signer_name"),
    signaturePng: bytes("signature_png"),
    collectedByUserId: integer("collected_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("store_collections_branch_idx").on(t.branchId, t.collectedAt),
    check("store_collections_signature_size", sql`octet_length(${t.signaturePng}) <= 200000`),
    check(
      "store_collections_collected",
      sql`(${t.collectedAt} is null) = (${t.signaturePng} is null) and (${t.collectedAt} is null) = (${t.signerName} is null)`,
    ),
  ],
);

/**
 * A store's invoices to deliver (spec/3 §3 Delivery; decision 163): an invoice passes the
 * delivery's checks when it is this store's and not yet delivered; delivering marks it.
 */
export const storeDeliveryInvoices = pgTable(
  "store_delivery_invoices",
  {
    id: serial("id").primaryKey(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    invoiceNumber: text("invoice_number").notNull().unique(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    deliveredByUserId: integer("delivered_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("store_delivery_invoices_branch_idx").on(t.branchId)],
);

/**
 * App actions already applied, by the id the phone made for them (decision 163): a collection or
 * delivery sent again (a retry, the offline queue) answers what it answered the first time.
 */
export const appActionReceipts = pgTable("app_action_receipts", {
  clientId: uuid("client_id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind").$type<"collection" | "delivery" | "adjustment">().notNull(),
  reply: jsonb("reply"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A private-store customer's basket at a store (spec/3 §1, §7 privatestoreadd; decision 167): one
 * per customer and store, its lines keyed by product. A line never holds more than 999 nor more
 * than the store's shelf when it was added; checkout deletes the lines, and that delete's row
 * count decides, so a double tap places one order.
 */
export const privateStoreBasketLines = pgTable(
  "private_store_basket_lines",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.branchId, t.productId] }),
    check("private_store_basket_lines_quantity", sql`${t.quantity} between 1 and 999`),
  ],
);
