/**
 * The demo van app (issue 17; decision 143): two van operators, each holding a trade account of
 * their own with vans, and a member of staff. Jo drives a van stocked with a dozen of the
 * catalogue's popular products (one without a minimum level, one run out); a spare van of the same
 * account can be chosen by its registration. Chris's van is another account's, so Jo cannot reach
 * it. Each account has two void lists (Standard void, Major void) of products from as many
 * categories. A private-store customer (decision 167) buys on Jo's account, Fletcher Property
 * Maintenance, from its branch. The README names them; their password is the shop's demo password.
 */
import { sql } from "drizzle-orm";
import { normaliseRegistration, type AppRole } from "@merchant/domain/van";
import { selectRows, type Executor } from "./sql-runner.ts";
import { insertDemoUsers, type DemoUser } from "./users.ts";

/** An app user; an operator's void order limit in pence (-1 none) and supervisor (decision 153). */
type DemoAppUser = DemoUser & { role: AppRole; voidOrderLimitPence?: number; supervisorEmail?: string };

/** The private-store customer and the existing trade account they buy on (decision 167). */
export const DEMO_PRIVATE_STORE_USER = {
  email: "store@example.co.uk",
  name: "Alex Fletcher",
  accNumber: "FLE1001",
} as const;

export const DEMO_APP_USERS: readonly DemoAppUser[] = [
  {
    email: "van@example.co.uk",
    name: "Jo Fletcher",
    role: "van_operator",
    voidOrderLimitPence: 10_000,
    supervisorEmail: "supervisor@example.co.uk",
  },
  { email: "van2@example.co.uk", name: "Chris Dale", role: "van_operator" },
  { email: "staff@example.co.uk", name: "Sam Patel", role: "staff" },
];

type DemoVan = {
  registration: string;
  description: string;
  replenishment: "automatic" | "manual";
  /** The operator driving it; none for a spare. */
  driver: string | null;
  stocked: boolean;
};

/** The void list types each van account orders from (spec/3 §2 Void tab), each of products from as many categories. */
export const DEMO_VOID_LISTS: readonly { name: string; products: number }[] = [
  { name: "Standard void", products: 10 },
  { name: "Major void", products: 16 },
];

type DemoVanAccount = {
  holder: string;
  accNumber: string;
  name: string;
  erp: "bistrack" | "counteract";
  brand: "BU" | "HB";
  vans: DemoVan[];
};

export const DEMO_VAN_ACCOUNTS: readonly DemoVanAccount[] = [
  {
    holder: "van@example.co.uk",
    accNumber: "FLE1001",
    name: "Fletcher Property Maintenance",
    erp: "bistrack",
    brand: "BU",
    vans: [
      {
        registration: "VN24 BLD",
        description: "Ford Transit Custom",
        replenishment: "automatic",
        driver: "van@example.co.uk",
        stocked: true,
      },
      {
        registration: "VN19 SPR",
        description: "Vauxhall Vivaro (spare)",
        replenishment: "manual",
        driver: null,
        stocked: false,
      },
    ],
  },
  {
    holder: "van2@example.co.uk",
    accNumber: "DAL1001",
    name: "Dale Housing Repairs",
    erp: "counteract",
    brand: "HB",
    vans: [
      {
        registration: "DL23 HRP",
        description: "Renault Trafic",
        replenishment: "manual",
        driver: "van2@example.co.uk",
        stocked: true,
      },
    ],
  },
];

/** Products a stocked van holds: the catalogue's most popular sold each, not timber by length. */
const STOCKED_PRODUCTS = 12;

export async function insertDemoVans(executor: Executor, seedKey: string): Promise<void> {
  await insertDemoUsers(executor, seedKey, DEMO_APP_USERS);
  await insertDemoUsers(executor, seedKey, [DEMO_PRIVATE_STORE_USER]);
  for (const user of DEMO_APP_USERS) {
    await executor.execute(
      sql`insert into app_users (user_id, role, void_order_limit_pence, supervisor_email)
        select id, ${user.role}, ${user.voidOrderLimitPence ?? -1}, ${user.supervisorEmail ?? null}
        from users where email = ${user.email} on conflict do nothing`,
    );
  }
  const products = await selectRows<{ id: number }>(
    executor,
    sql`select id from products where not is_tally and active order by popularity desc, id limit ${STOCKED_PRODUCTS}`,
  );
  for (const account of DEMO_VAN_ACCOUNTS) {
    const [inserted] = await selectRows<{ id: number }>(
      executor,
      sql`insert into trade_accounts (acc_number, name, erp, brand_code, credit_limit_pence, balance_pence)
        values (${account.accNumber}, ${account.name}, ${account.erp}, ${account.brand}, 500000, 0)
        on conflict (acc_number) do nothing returning id`,
    );
    if (!inserted) continue;
    await executor.execute(sql`insert into trade_account_users (user_id, account_id)
      select id, ${inserted.id} from users where email = ${account.holder}`);
    // The brand's first branch: where the app orders until the operator changes store.
    await executor.execute(sql`insert into trade_account_branches (account_id, branch_id)
      select ${inserted.id}, id from branches where brand_code = ${account.brand} order by id limit 1`);
    for (const van of account.vans) await insertVan(executor, inserted.id, van, products);
    for (const [position, list] of DEMO_VOID_LISTS.entries())
      await insertVoidList(executor, inserted.id, position, list);
  }
  await insertPrivateStoreUser(executor);
}

/** The private-store customer holds the account and is an app user buying on it. */
async function insertPrivateStoreUser(executor: Executor) {
  const { email, accNumber } = DEMO_PRIVATE_STORE_USER;
  await executor.execute(sql`insert into trade_account_users (user_id, account_id)
    select u.id, a.id from users u, trade_accounts a where u.email = ${email} and a.acc_number = ${accNumber}
    on conflict do nothing`);
  await executor.execute(sql`insert into app_users (user_id, role, account_id)
    select u.id, 'private_store', a.id from users u, trade_accounts a
    where u.email = ${email} and a.acc_number = ${accNumber} on conflict do nothing`);
}

async function insertVan(
  executor: Executor,
  accountId: number,
  van: DemoVan,
  products: readonly { id: number }[],
) {
  const [row] = await selectRows<{ id: number }>(
    executor,
    sql`insert into vans (account_id, registration, registration_key, description, replenishment, operator_user_id)
      values (${accountId}, ${van.registration}, ${normaliseRegistration(van.registration)}, ${van.description},
        ${van.replenishment}, (select id from users where email = ${van.driver}))
      returning id`,
  );
  if (!row || !van.stocked) return;
  for (const [index, { id }] of products.entries()) {
    const last = index === products.length - 1;
    // The last product has no minimum level; the one before it has run out.
    const current = index === products.length - 2 ? 0 : 3 + ((index * 7) % 17);
    await executor.execute(sql`insert into van_stock (van_id, product_id, current_level, min_level, unit_factor)
      values (${row.id}, ${id}, ${current}, ${last ? null : 2 + (index % 4)}, 1)`);
  }
}

/**
 * A void list of one product from each of as many categories, taken from every department in
 * turn, so its menu has levels to open.
 */
async function insertVoidList(
  executor: Executor,
  accountId: number,
  position: number,
  list: (typeof DEMO_VOID_LISTS)[number],
) {
  await executor.execute(sql`
    with made as (
      insert into void_lists (account_id, name, position) values (${accountId}, ${list.name}, ${position}) returning id),
    first_of_category as (
      select distinct on (p.category_id) p.id, c.path[1] as department, p.category_id
      from products p join categories c on c.id = p.category_id
      where p.active and not p.is_tally order by p.category_id, p.id),
    turns as (
      select id, row_number() over (partition by department order by category_id) as turn, department
      from first_of_category)
    insert into void_list_products (list_id, product_id)
    select made.id, chosen.id from made, (select id from turns order by turn, department limit ${list.products}) chosen`);
}
