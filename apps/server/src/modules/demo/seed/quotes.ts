/**
 * The demo branch quotes (issue 14): for every ERP, one quote still valid and one expired, made by
 * a branch on that ERP for the demo trade user (trade@example.co.uk) and, where the user holds an
 * account on that ERP, on that account. Each quotes three of the catalogue's products bought by
 * the each, at 10% below list, to the branch's own postcode. The README names them. Dates follow
 * the day the shop was made, so the valid ones stay valid for 30 days and the expired ones expired
 * 10 days ago.
 */
import { sql } from "drizzle-orm";
import { ERP_CODES } from "@merchant/domain/accounts";
import type { ErpCode } from "../../../db/schema.ts";
import type { Executor } from "./sql-runner.ts";
import { DEMO_TRADE_ACCOUNTS } from "./trade-accounts.ts";

export type DemoQuote = {
  reference: string;
  erp: ErpCode;
  expired: boolean;
};

const PREFIX: Record<ErpCode, string> = { bistrack: "BT", counteract: "CT", ax: "AX", opal: "OP" };

/** Valid: ends 1; expired: ends 2. */
export const DEMO_QUOTES: readonly DemoQuote[] = ERP_CODES.flatMap((erp) => [
  { reference: `${PREFIX[erp]}-100001`, erp, expired: false },
  { reference: `${PREFIX[erp]}-100002`, erp, expired: true },
]);

export const DEMO_QUOTE_EMAIL = "trade@example.co.uk";
const LINES = 3;
const DAY_MS = 86_400_000;

export async function insertDemoQuotes(executor: Executor, madeAt: Date): Promise<void> {
  for (const [at, quote] of DEMO_QUOTES.entries()) {
    const account = DEMO_TRADE_ACCOUNTS.find(
      (candidate) => candidate.holder === DEMO_QUOTE_EMAIL && candidate.erp === quote.erp,
    );
    const expiresAt = new Date(madeAt.getTime() + (quote.expired ? -10 : 30) * DAY_MS);
    const createdAt = new Date(expiresAt.getTime() - 30 * DAY_MS);
    // The first branch on the quote's ERP; its manager quoted.
    await executor.execute(sql`insert into branch_quotes (reference, erp, branch_id, account_id,
        customer_email, delivery_postcode, staff_name, staff_email, created_at, expires_at)
      select ${quote.reference}, ${quote.erp}, b.id,
        (select id from trade_accounts where acc_number = ${account?.accNumber ?? null}),
        ${DEMO_QUOTE_EMAIL}, b.postcode, 'Jo Hartley', 'jo.hartley@' || lower(b.code) || '.example.co.uk',
        ${createdAt}, ${expiresAt}
      from branches b where b.erp = ${quote.erp} order by b.id limit 1`);
    // Products bought by the each that the quoting branch holds enough of, a different three for
    // every quote, popular ones first: a branch quotes what it can supply.
    await executor.execute(sql`insert into branch_quote_lines (quote_id, position, part_number, quantity, price_ex_vat)
      select q.id, p.n - ${at * LINES}, p.part_number, (p.n - ${at * LINES}) * 5, (p.price_ex_vat * 9) / 10
      from branch_quotes q
      join lateral (select part_number, price_ex_vat, row_number() over (order by popularity desc, id)::int as n
            from products pr where active and not is_tally
              and exists (select 1 from branch_stock s where s.product_id = pr.id and s.branch_id = q.branch_id
                and s.qty >= ${LINES * 5})
            order by popularity desc, id offset ${at * LINES} limit ${LINES}) p on true
      where q.reference = ${quote.reference}`);
  }
}
