import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import { tradeUsersOn, withoutHomeBranches, type Account } from "../../../test/trade-users.ts";
import { DEMO_USERS } from "../demo/seed/users.ts";

/** spec/2 §4 ERP and trade-account compatibility of a branch or postcode change (decision 117). */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());
withoutHomeBranches(() => app);

const [sam, , pat] = DEMO_USERS;
const { visitor, signedIn, idOf, activeOf, branchOf, collectFrom } = tradeUsersOn(() => app, "10.3.0");
const compatibility = async (shopper: TestShopper, branchId: number) =>
  (await shopper.get(`/api/account/branch-compatibility?branchId=${branchId}`)).json();
const collectionBranchOf = async (shopper: TestShopper) =>
  (await shopper.get("/api/fulfilment")).json().collectionBranch?.id ?? null;

async function addSomething(shopper: TestShopper, branchId: number) {
  const [product] = await app.database.rows<{ id: number }>(sql`select p.id from products p
    join branch_stock s on s.product_id = p.id and s.branch_id = ${branchId} and s.qty > 5
    where p.active and not p.is_tally order by p.id limit 1`);
  return shopper.send("POST", "/api/basket/items", { items: [{ productId: product!.id, quantity: 1 }] });
}

describe("GET /api/account/branch-compatibility", () => {
  it("is fine for a visitor and for a branch of the active account's own ERP", async () => {
    const counteract = await branchOf("counteract");
    expect(await compatibility(visitor(), counteract.id)).toEqual({ step: "fine" });
    expect(await compatibility(await signedIn(sam!.email), (await branchOf("bistrack")).id)).toEqual({
      step: "fine",
    });
  });

  it("answers 400 naming branchId without a branch or postcode", async () => {
    const response = await visitor().get("/api/account/branch-compatibility");
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["branchId"]);
  });
});

describe("a trade user changing branch (spec/2 §4)", () => {
  it("activates the one compatible account by itself with the change", async () => {
    const shopper = await signedIn(sam!.email);
    const counteract = await branchOf("counteract");
    expect(await compatibility(shopper, counteract.id)).toMatchObject({
      step: "activate",
      account: { accNumber: "CAR2001" },
    });
    expect((await collectFrom(shopper, counteract.id)).statusCode).toBe(200);
    expect(await activeOf(shopper)).toBe("CAR2001");
    expect(await collectionBranchOf(shopper)).toBe(counteract.id);
  });

  it("asks for a choice when the active account is not native, and keeps nothing until one is given", async () => {
    const shopper = await signedIn(sam!.email);
    // The ax account is not native to this (BisTrack) site.
    await shopper.send("PUT", "/api/account/active-account", { accountId: await idOf(shopper, "CAR3001") });
    const counteract = await branchOf("counteract");
    const asked = await compatibility(shopper, counteract.id);
    expect(asked.step).toBe("choose");
    expect(asked.accounts.map((account: Account) => account.accNumber)).toEqual(["CAR2001"]);

    const unanswered = await collectFrom(shopper, counteract.id);
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json().error.fields).toEqual({
      accountId: "Please choose the trade account to use at this branch.",
    });
    const notOffered = await collectFrom(shopper, counteract.id, {
      accountId: await idOf(shopper, "CAR4001"),
    });
    expect(notOffered.statusCode).toBe(409);
    expect(await collectionBranchOf(shopper)).toBeNull();
    expect(await activeOf(shopper)).toBe("CAR3001");

    const chosen = await collectFrom(shopper, counteract.id, { accountId: await idOf(shopper, "CAR2001") });
    expect(chosen.statusCode).toBe(200);
    expect(await activeOf(shopper)).toBe("CAR2001");
    expect(await collectionBranchOf(shopper)).toBe(counteract.id);
  });

  it("refuses a branch that supports none of the user's accounts until the shopper goes on, then empties the basket and blocks purchase", async () => {
    const shopper = await signedIn(pat!.email);
    const bistrack = await branchOf("bistrack");
    const counteract = await branchOf("counteract");
    expect((await collectFrom(shopper, bistrack.id)).statusCode).toBe(200);
    expect((await addSomething(shopper, bistrack.id)).statusCode).toBe(200);

    expect(await compatibility(shopper, counteract.id)).toEqual({
      step: "unsupported",
      message: "We're sorry, the selected branch does not support this type of trade account.",
      branch: {
        id: counteract.id,
        brand: counteract.brand,
        name: counteract.name,
        phone: counteract.phone,
        email: counteract.email,
      },
    });
    const refused = await collectFrom(shopper, counteract.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "We're sorry, the selected branch does not support this type of trade account.",
    );
    expect(await collectionBranchOf(shopper)).toBe(bistrack.id);
    expect((await shopper.get("/api/basket")).json().lines).toHaveLength(1);

    expect((await collectFrom(shopper, counteract.id, { acceptUnsupported: true })).statusCode).toBe(200);
    expect(await collectionBranchOf(shopper)).toBe(counteract.id);
    expect((await shopper.get("/api/basket")).json().lines).toEqual([]);
    const blocked = await addSomething(shopper, counteract.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(
      "We're sorry, the selected branch does not support this type of trade account.",
    );

    // Back at a branch the account suits, buying works again.
    expect((await collectFrom(shopper, bistrack.id)).statusCode).toBe(200);
    expect((await addSomething(shopper, bistrack.id)).statusCode).toBe(200);
  });

  it("sends a trade application to the branch about to be chosen", async () => {
    const shopper = await signedIn(pat!.email);
    const counteract = await branchOf("counteract");
    const asked = await shopper.send("POST", "/api/account/trade-terms-requests", {
      accountId: await idOf(shopper, "HUG1001"),
      branchId: counteract.id,
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await app.database.rows<{ to: string }>(sql`select to_address as to from outbox_emails
      where kind = 'trade-terms-request' order by id desc limit 1`);
    expect(mail!.to).toBe(counteract.email);
  });

  it("sets an ax branch directly for an opal-only user: the two ERPs serve each other", async () => {
    const shopper = visitor();
    const email = "opal.only@example.co.uk";
    await shopper.send("POST", "/api/auth/register", { name: "Opal Only", email, password: "long enough 1" });
    const [account] = await app.database.rows<{ id: number }>(sql`insert into trade_accounts
      (acc_number, name, erp, brand_code, credit_limit_pence, balance_pence) values ('OPL1', 'Opal Only Ltd', 'opal', 'SG', 0, 0)
      returning id`);
    await app.database.rows(sql`insert into trade_account_users (user_id, account_id)
      select id, ${account!.id} from users where email = ${email}`);
    const ax = await branchOf("ax");
    expect(await compatibility(shopper, ax.id)).toEqual({ step: "fine" });
    expect((await collectFrom(shopper, ax.id)).statusCode).toBe(200);
    expect(await activeOf(shopper)).toBe("OPL1");
  });
});
