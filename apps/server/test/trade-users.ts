/** Demo users signing in and the trade accounts and branches they meet, for the accounts API tests. */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, expect } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS } from "../src/modules/demo/seed/users.ts";
import { shopperOn, type TestShopper } from "./test-shopper.ts";

export type Account = { id: number; accNumber: string; active: boolean };

/**
 * `appOf`: the app under test, once built (the suite builds it in `beforeAll`). `subnet`: the first
 * three parts of the client addresses, one per shopper, so rate limits do not meet.
 */
export function tradeUsersOn(appOf: () => FastifyInstance, subnet: string) {
  let addresses = 0;
  const visitor = () => shopperOn(appOf(), { remoteAddress: `${subnet}.${++addresses}` });
  const accountsOf = async (shopper: TestShopper): Promise<Account[]> =>
    (await shopper.get("/api/account/trade-accounts?erpFilter=0")).json().accounts;
  return {
    visitor,
    /** A demo user signed in: by email or as one of DEMO_USERS, the trade user Sam when none is named. */
    async signedIn(who: string | { email: string } = DEMO_USERS[0]!): Promise<TestShopper> {
      const email = typeof who === "string" ? who : who.email;
      const shopper = visitor();
      const login = await shopper.send("POST", "/api/auth/login", { email, password: DEMO_PASSWORD });
      expect(login.statusCode).toBe(200);
      return shopper;
    },
    accountsOf,
    idOf: async (shopper: TestShopper, accNumber: string) =>
      (await accountsOf(shopper)).find((account) => account.accNumber === accNumber)!.id,
    activeOf: async (shopper: TestShopper) => (await accountsOf(shopper)).find((a) => a.active)?.accNumber,
    /** Makes the user's account `accNumber` the session's active one. */
    async switchTo(shopper: TestShopper, accNumber: string) {
      const account = (await accountsOf(shopper)).find((candidate) => candidate.accNumber === accNumber)!;
      const response = await shopper.send("PUT", "/api/account/active-account", { accountId: account.id });
      expect(response.json().outcome).toBe("switched");
    },
    /** The first branch of an ERP that takes web baskets. */
    async branchOf(erp: string) {
      const [row] = await appOf().database.rows<{
        id: number;
        name: string;
        email: string;
        phone: string;
        brand: string;
        pricePercent: number;
      }>(sql`
        select b.id, b.name, b.email, b.phone, br.name as brand, b.price_percent as "pricePercent"
        from branches b join brands br on br.code = b.brand_code
        where b.erp = ${erp} and b.basket_ecommerce_active order by b.id limit 1`);
      return row!;
    },
    collectFrom: (shopper: TestShopper, branchId: number, answers: object = {}) =>
      shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId, ...answers }),
  };
}

/**
 * A branch chosen in one test is the user's home branch, which their next login brings back
 * (decision 121): each test of the suite starts with no user holding one.
 */
export function withoutHomeBranches(appOf: () => FastifyInstance): void {
  beforeEach(async () => {
    await appOf().database.db.execute(sql`update users set home_branch_id = null`);
  });
}
