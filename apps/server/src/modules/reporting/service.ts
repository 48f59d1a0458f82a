/**
 * Database reporting (issue 19; spec/3 §2, §3 Access key, §7; decision 150): a trade account's
 * reporting keys, its reports read with one of them, and the reporting dashboard's widgets. A key
 * is 256 random bits; only its SHA-256 is kept, so it is shown once, when made or regenerated.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IssuedReportingKey, ReportWidget, ReportWidgetName } from "@merchant/contract";
import { REPORTING_KEY_MARK, reportingKeyPrefix, reportPage } from "@merchant/domain/van";
import { conflict, notFound } from "../../lib/domain-errors.ts";
import type { KeyAccount, ReportingStore } from "./store.ts";

/** Enough for an account's systems; more is a sign keys are being made instead of kept. */
export const MAX_KEYS_PER_ACCOUNT = 5;
export const TOO_MANY_KEYS = `An account may hold ${MAX_KEYS_PER_ACCOUNT} reporting keys. Please remove one first.`;
export const NO_SUCH_KEY = "No reporting key of this account has this id.";

/** The account a key or a session acts for. */
export type ReportingAccount = { id: number };

const KEY_BYTES = 32;
/** "rk_" and 43 base64url characters: the only shape a key has; anything else is refused unread. */
const KEY_SHAPE = /^rk_[A-Za-z0-9_-]{43}$/;

const digestOf = (key: string) => createHash("sha256").update(key).digest("hex");

function newKey() {
  const apikey = `${REPORTING_KEY_MARK}${randomBytes(KEY_BYTES).toString("base64url")}`;
  return { apikey, digest: digestOf(apikey), prefix: reportingKeyPrefix(apikey) };
}

type Column = ReportWidget["columns"][number];
type WidgetDefinition = {
  title: string;
  columns: Column[];
  chart: ReportWidget["chart"];
  rows: (store: ReportingStore, accountId: number) => Promise<Record<string, string | number | null>[]>;
};

const WIDGETS: Record<ReportWidgetName, WidgetDefinition> = {
  "order-value-by-month": {
    title: "Order value by month",
    columns: [
      { key: "month", label: "Month", kind: "text" },
      { key: "orders", label: "Orders", kind: "number" },
      { key: "value", label: "Value ex VAT", kind: "money" },
    ],
    chart: { label: "month", value: "value" },
    rows: (store, accountId) => store.orderValueByMonth(accountId),
  },
  "top-products": {
    title: "Top products",
    columns: [
      { key: "product", label: "Product", kind: "text" },
      { key: "quantity", label: "Quantity", kind: "number" },
      { key: "value", label: "Value ex VAT", kind: "money" },
    ],
    chart: { label: "product", value: "value" },
    rows: (store, accountId) => store.topProducts(accountId),
  },
  "open-invoices": {
    title: "Open invoices",
    columns: [
      { key: "invoiceNumber", label: "Invoice", kind: "text" },
      { key: "dueOn", label: "Due", kind: "date" },
      { key: "outstanding", label: "Outstanding", kind: "money" },
    ],
    chart: { label: "invoiceNumber", value: "outstanding" },
    rows: async (store, accountId) =>
      (await store.invoices(accountId))
        .filter((invoice) => invoice.outstanding > 0)
        .map(({ invoiceNumber, dueOn, outstanding }) => ({ invoiceNumber, dueOn, outstanding })),
  },
  "van-stock-below-minimum": {
    title: "Van stock below minimum",
    columns: [
      { key: "registration", label: "Vehicle", kind: "text" },
      { key: "product", label: "Product", kind: "text" },
      { key: "currentLevel", label: "In van", kind: "number" },
      { key: "minLevel", label: "Minimum", kind: "number" },
    ],
    chart: null,
    rows: async (store, accountId) =>
      (await store.vanStock(accountId))
        .filter((line) => line.minLevel !== null && line.currentLevel < line.minLevel)
        .map(({ registration, product, currentLevel, minLevel }) => ({
          registration,
          product,
          currentLevel,
          minLevel,
        })),
  },
};

export function createReportingService(store: ReportingStore) {
  return {
    keys: async (account: ReportingAccount) => ({ keys: await store.keysOf(account.id) }),

    async createKey(account: ReportingAccount, userId: number): Promise<IssuedReportingKey> {
      if ((await store.countKeys(account.id)) >= MAX_KEYS_PER_ACCOUNT) throw conflict(TOO_MANY_KEYS);
      const { apikey, digest, prefix } = newKey();
      return { key: await store.addKey(account.id, userId, digest, prefix), apikey };
    },

    /** spec/3 §7 databaseregeneratekey: a new value in place of the old, which stops working at once. */
    async regenerateKey(account: ReportingAccount, keyId: number): Promise<IssuedReportingKey> {
      const { apikey, digest, prefix } = newKey();
      const key = await store.replaceKey(account.id, keyId, digest, prefix);
      if (!key) throw notFound(NO_SUCH_KEY);
      return { key, apikey };
    },

    async removeKey(account: ReportingAccount, keyId: number): Promise<void> {
      if (!(await store.removeKey(account.id, keyId))) throw notFound(NO_SUCH_KEY);
    },

    /** The account a key opens; undefined for anything that is not a live key. */
    async accountOfKey(key: string): Promise<KeyAccount | undefined> {
      return KEY_SHAPE.test(key) ? store.accountOfKey(digestOf(key)) : undefined;
    },

    /** The reporting API's reports of the account. */
    orders: (account: ReportingAccount) => store.orders(account.id),
    invoices: (account: ReportingAccount) => store.invoices(account.id),
    vanStock: (account: ReportingAccount) => store.vanStock(account.id),

    /** spec/3 §7 databasegetwidgetcontent: one page of a widget (spec/3 §9 default page 1). */
    async widget(account: ReportingAccount, widget: ReportWidgetName, page: number): Promise<ReportWidget> {
      const { rows, ...definition } = WIDGETS[widget];
      const { title, columns, chart } = definition;
      return { widget, title, columns, chart, ...reportPage(await rows(store, account.id), page) };
    },
  };
}

export type ReportingService = ReturnType<typeof createReportingService>;
