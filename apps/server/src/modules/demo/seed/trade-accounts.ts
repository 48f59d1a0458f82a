/**
 * The demo trade users' accounts (issue 11). Sam holds one in each ERP, each with trade terms at every
 * branch of its own brand and, for three of them, at one branch of another ERP, so that every
 * turn of the account switch (spec/1 §4) can be reached on the demo data:
 * - the bistrack account anywhere else: no terms, the 'Trade Terms Enquiry';
 * - the counteract account at its ax branch and the opal account at its counteract branch: the
 *   request of trade terms;
 * ("its" branch: the first of that ERP that takes web baskets.)
 * - the ax account at its opal branch: switched there at once.
 * Credit figures cover the three cases of the dashboard: within the limit, over it, in credit.
 * A second trade user (Pat) holds a BisTrack account only: a branch of another ERP supports none
 * of Pat's accounts (spec/2 §4 'We're sorry, the selected branch does not support…').
 */
import { sql } from "drizzle-orm";
import type { BrandCode, ErpCode } from "../../../db/schema.ts";
import { selectRows, type Executor } from "./sql-runner.ts";

type SeedAccount = {
  /** The demo user who holds it. */
  holder: string;
  accNumber: string;
  name: string;
  erp: ErpCode;
  brand: BrandCode;
  creditLimitPence: number;
  balancePence: number;
  discountPercent: number;
  /** The ERP of the one branch elsewhere where it has terms too. */
  alsoAt?: ErpCode;
};

export const DEMO_TRADE_ACCOUNTS: readonly SeedAccount[] = [
  {
    holder: "trade@example.co.uk",
    accNumber: "CAR1001",
    name: "Carter Construction Ltd",
    erp: "bistrack",
    brand: "BU",
    creditLimitPence: 2_500_000,
    balancePence: 843_210,
    discountPercent: 12,
  },
  {
    holder: "trade@example.co.uk",
    accNumber: "CAR2001",
    name: "Carter Construction Ltd",
    erp: "counteract",
    brand: "HB",
    creditLimitPence: 1_000_000,
    balancePence: 1_025_000,
    discountPercent: 8,
    alsoAt: "ax",
  },
  {
    holder: "trade@example.co.uk",
    accNumber: "CAR3001",
    name: "Carter Groundworks",
    erp: "ax",
    brand: "TG",
    creditLimitPence: 1_500_000,
    balancePence: -12_000,
    discountPercent: 10,
    alsoAt: "opal",
  },
  {
    holder: "trade@example.co.uk",
    accNumber: "CAR4001",
    name: "Carter Groundworks",
    erp: "opal",
    brand: "SG",
    creditLimitPence: 500_000,
    balancePence: 120_000,
    discountPercent: 5,
    alsoAt: "counteract",
  },
  {
    holder: "builder@example.co.uk",
    accNumber: "HUG1001",
    name: "Hughes Building Services",
    erp: "bistrack",
    brand: "BU",
    creditLimitPence: 300_000,
    balancePence: 45_000,
    discountPercent: 7,
  },
];

type Branch = { id: number; erp: ErpCode; brandCode: BrandCode; basketEcommerceActive: boolean };

export async function insertDemoTradeAccounts(
  executor: Executor,
  branches: readonly Branch[],
): Promise<void> {
  for (const account of DEMO_TRADE_ACCOUNTS) {
    const [inserted] = await selectRows<{ id: number }>(
      executor,
      sql`insert into trade_accounts
        (acc_number, name, erp, brand_code, credit_limit_pence, balance_pence, discount_percent)
      values (${account.accNumber}, ${account.name}, ${account.erp}, ${account.brand},
        ${account.creditLimitPence}, ${account.balancePence}, ${account.discountPercent})
      on conflict (acc_number) do nothing returning id`,
    );
    if (!inserted) continue;
    const { id } = inserted;
    await executor.execute(sql`insert into trade_account_users (user_id, account_id)
      select id, ${id} from users where email = ${account.holder}`);
    const own = branches.filter((branch) => branch.brandCode === account.brand);
    // A branch that takes web baskets, so a shopper can choose it.
    const elsewhere = branches.find(
      (branch) => branch.erp === account.alsoAt && branch.basketEcommerceActive,
    );
    const ids = (elsewhere ? [...own, elsewhere] : own).map((branch) => branch.id);
    await executor.execute(sql`insert into trade_account_branches (account_id, branch_id)
      select ${id}, unnest(${`{${ids.join(",")}}`}::int[])`);
  }
}
