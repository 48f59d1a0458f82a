/**
 * The demo data's branch quotes (issue 14): the quote source the shop reads until a live ERP
 * adapter takes its place (`QuoteSource`). A quote's lines carry the catalogue's name and VAT rate
 * of their part number when the shop sells it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { ErpCode } from "../../db/schema.ts";

export type ErpQuoteLine = {
  partNumber: string;
  /** The catalogue's name, or null when the shop does not sell the part number. */
  name: string | null;
  vatRate: number | null;
  quantity: number;
  priceExVat: number;
};

export type ErpQuote = {
  reference: string;
  erp: ErpCode;
  branch: { id: number; code: string; name: string; email: string } | null;
  customerEmail: string;
  deliveryPostcode: string | null;
  staffName: string;
  staffEmail: string;
  expiresAt: Date;
  /** The trade account's number the quote was made on (AX's customer account); null when none. */
  accountNumber: string | null;
  lines: ErpQuoteLine[];
};

/** Where quotes come from: the demo data here, a branch ERP's quote service in a live shop. */
export type QuoteSource = {
  /** The quote with this reference (any letter case), or null. */
  byReference(reference: string): Promise<ErpQuote | null>;
  /** A trade account's quotes, newest first. */
  byAccount(accountId: number): Promise<ErpQuote[]>;
};

type QuoteRow = Omit<ErpQuote, "branch" | "expiresAt" | "lines"> & {
  branchId: number | null;
  branchCode: string | null;
  branchName: string | null;
  branchEmail: string | null;
  expiresAt: string;
  lines: ErpQuoteLine[];
};

/** Quotes with their branch and lines; the caller adds the where and the order. */
const QUOTES = sql`select q.reference, q.erp,
    q.customer_email as "customerEmail", q.delivery_postcode as "deliveryPostcode",
    q.staff_name as "staffName", q.staff_email as "staffEmail", q.expires_at as "expiresAt",
    b.id as "branchId", b.code as "branchCode", b.name as "branchName", b.email as "branchEmail",
    (select a.acc_number from trade_accounts a where a.id = q.account_id) as "accountNumber",
    coalesce((select json_agg(json_build_object('partNumber', l.part_number, 'name', p.name,
        'vatRate', p.vat_rate, 'quantity', l.quantity, 'priceExVat', l.price_ex_vat) order by l.position)
      from branch_quote_lines l left join products p on p.part_number = l.part_number
      where l.quote_id = q.id), '[]') as lines
  from branch_quotes q left join branches b on b.id = q.branch_id`;

function quoteOf(row: QuoteRow): ErpQuote {
  const { branchId, branchCode, branchName, branchEmail, expiresAt, ...quote } = row;
  return {
    ...quote,
    branch:
      branchId === null ? null : { id: branchId, code: branchCode!, name: branchName!, email: branchEmail! },
    expiresAt: new Date(expiresAt),
  };
}

export function createQuoteStore(database: Database): QuoteSource {
  return {
    async byReference(reference) {
      const [row] = await database.rows<QuoteRow>(
        sql`${QUOTES} where upper(q.reference) = upper(${reference})`,
      );
      return row ? quoteOf(row) : null;
    },

    async byAccount(accountId) {
      const rows = await database.rows<QuoteRow>(
        sql`${QUOTES} where q.account_id = ${accountId} order by q.created_at desc, q.id desc`,
      );
      return rows.map(quoteOf);
    },
  };
}
