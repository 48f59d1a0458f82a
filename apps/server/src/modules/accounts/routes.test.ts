import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";
import { tradeUsersOn, withoutHomeBranches, type Account } from "../../../test/trade-users.ts";
import { DEMO_USERS } from "../demo/seed/users.ts";

let app: FastifyInstance;
beforeAll(async () => {
  // The demo data holds the trade user's four accounts (demo/seed/trade-accounts.ts).
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());
withoutHomeBranches(() => app);

const [sam, alex, pat] = DEMO_USERS;
const users = tradeUsersOn(() => app, "10.2.0");
const { signedIn, accountsOf, idOf, activeOf, branchOf } = users;
const collectFrom = async (shopper: TestShopper, branchId: number) =>
  expect((await users.collectFrom(shopper, branchId)).statusCode).toBe(200);
const switchTo = (shopper: TestShopper, accountId: unknown) =>
  shopper.send("PUT", "/api/account/active-account", { accountId });

describe("GET /api/account/trade-accounts", () => {
  it("lists the user's accounts with credit remaining, the site's own ERP's account active at first", async () => {
    const accounts = (await (await signedIn()).get("/api/account/trade-accounts?erpFilter=0")).json()
      .accounts;
    expect(
      accounts.map((a: Record<string, unknown>) => [
        a.accNumber,
        a.erp,
        a.erpFriendly,
        a.creditRemaining,
        a.isNative,
        a.active,
      ]),
    ).toEqual([
      ["CAR1001", "bistrack", "BisTrack", 2_500_000 - 843_210, true, true],
      ["CAR2001", "counteract", "Counteract", -25_000, false, false],
      ["CAR3001", "ax", "Dynamics AX", 1_512_000, false, false],
      ["CAR4001", "opal", "Opal", 380_000, false, false],
    ]);
  });

  it("keeps the accounts of the site's ERP by default, or of a branch's with erpFilter 2 (spec/1 §7 GetAccounts)", async () => {
    const shopper = await signedIn();
    const numbers = async (query: string) =>
      (await shopper.get(`/api/account/trade-accounts${query}`))
        .json()
        .accounts.map((a: Account) => a.accNumber);
    expect(await numbers("")).toEqual(["CAR1001"]);
    const opal = await branchOf("opal");
    expect(await numbers(`?erpFilter=2&branchId=${opal.id}`)).toEqual(["CAR4001"]);
    // Filter 2 without a branch given is the shopper's branch's ERP (Pat: one BisTrack account).
    const patShopper = await signedIn(pat);
    const patNumbers = async (query: string) =>
      (await patShopper.get(`/api/account/trade-accounts${query}`))
        .json()
        .accounts.map((a: Account) => a.accNumber);
    await collectFrom(patShopper, (await branchOf("bistrack")).id);
    expect(await patNumbers("?erpFilter=2")).toEqual(["HUG1001"]);
    expect(await patNumbers(`?erpFilter=2&branchId=${opal.id}`)).toEqual([]);
  });

  it("refuses an erpFilter other than 0, 1 or 2 and an unknown branch", async () => {
    const shopper = await signedIn();
    const refused = await shopper.get("/api/account/trade-accounts?erpFilter=3");
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(["erpFilter"]);
    expect((await shopper.get("/api/account/trade-accounts?erpFilter=2&branchId=999999")).statusCode).toBe(
      404,
    );
  });

  it("answers a user with no trade account with none, and a visitor with 401", async () => {
    expect(await accountsOf(await signedIn(alex))).toEqual([]);
    const visitor = await shopperOn(app).get("/api/account/trade-accounts");
    expect(visitor.statusCode).toBe(401);
  });
});

describe("GET /api/account/active-account (spec/1 §7 getCurrentAccount)", () => {
  it("answers the session's active account, the one a switch made active, null for a consumer and 401 signed out", async () => {
    const shopper = await signedIn();
    const current = async (who: TestShopper) => (await who.get("/api/account/active-account")).json().account;
    expect(await current(shopper)).toMatchObject({ accNumber: "CAR1001", active: true });
    expect((await switchTo(shopper, await idOf(shopper, "CAR4001"))).json().outcome).toBe("switched");
    expect(await current(shopper)).toMatchObject({ accNumber: "CAR4001", active: true });
    expect(await current(await signedIn(alex))).toBeNull();
    expect((await shopperOn(app).get("/api/account/active-account")).statusCode).toBe(401);
  });
});

describe("PUT /api/account/active-account (spec/1 §4 account switch)", () => {
  it("switches at once with no branch chosen", async () => {
    const shopper = await signedIn();
    const response = await switchTo(shopper, await idOf(shopper, "CAR3001"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: "switched",
      account: { accNumber: "CAR3001", active: true },
    });
    expect(await activeOf(shopper)).toBe("CAR3001");
  });

  it("answers the Trade Terms Enquiry where the account has no terms at a branch of another ERP, switching nothing", async () => {
    const shopper = await signedIn();
    const bistrackBranch = await branchOf("bistrack");
    await collectFrom(shopper, bistrackBranch.id);
    const response = await switchTo(shopper, await idOf(shopper, "CAR4001"));
    expect(response.json()).toEqual({
      outcome: "trade-terms-enquiry",
      title: "Trade Terms Enquiry",
      message: `You don't currently have trade terms with the ${bistrackBranch.brand} ${bistrackBranch.name} branch. Please select another branch.`,
    });
    expect(await activeOf(shopper)).toBe("CAR1001");
  });

  it("switches where the account has terms at a branch whose ERP can share them (ax at opal)", async () => {
    const shopper = await signedIn();
    await collectFrom(shopper, (await branchOf("opal")).id);
    const response = await switchTo(shopper, await idOf(shopper, "CAR3001"));
    expect(response.json().outcome).toBe("switched");
    expect(await activeOf(shopper)).toBe("CAR3001");
  });

  it("offers a request of terms where the ERPs cannot share them (counteract at ax), and sends it to the branch", async () => {
    const shopper = await signedIn();
    const axBranch = await branchOf("ax");
    await collectFrom(shopper, axBranch.id);
    // Choosing the ax branch made the ax account active (spec/2 §4, decision 117).
    expect(await activeOf(shopper)).toBe("CAR3001");
    const accountId = await idOf(shopper, "CAR2001");
    const response = await switchTo(shopper, accountId);
    expect(response.json()).toMatchObject({
      outcome: "request-terms",
      account: { accNumber: "CAR2001", active: false },
      branch: { id: axBranch.id, name: axBranch.name, brand: axBranch.brand, email: axBranch.email },
    });
    expect(await activeOf(shopper)).toBe("CAR3001");

    const asked = await shopper.send("POST", "/api/account/trade-terms-requests", { accountId });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(
      `Thank you. We have asked the ${axBranch.brand} ${axBranch.name} branch to set up trade terms for account CAR2001; they will be in touch.`,
    );
    const [mail] = await app.database.rows<{ to: string; replyTo: string; text: string }>(sql`
      select to_address as to, reply_to as "replyTo", text_body as text from outbox_emails
      where kind = 'trade-terms-request' order by id desc limit 1`);
    expect(mail).toMatchObject({ to: axBranch.email, replyTo: sam!.email });
    expect(mail!.text).toContain("Account: CAR2001, Carter Construction Ltd");
  });

  it("answers 404 for another user's account, switching and sending nothing", async () => {
    const samsAccount = await idOf(await signedIn(), "CAR2001");
    const other = await signedIn(alex);
    expect((await switchTo(other, samsAccount)).statusCode).toBe(404);
    expect(
      (await other.send("POST", "/api/account/trade-terms-requests", { accountId: samsAccount })).statusCode,
    ).toBe(404);
    expect(await accountsOf(other)).toEqual([]);
  });

  it("answers 400 naming accountId, 403 without the CSRF token and 401 to a visitor", async () => {
    const shopper = await signedIn();
    const bad = await switchTo(shopper, "first");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["accountId"]);
    const forged = await app.inject({
      method: "PUT",
      url: "/api/account/active-account",
      payload: { accountId: 1 },
      headers: { cookie: shopper.cookie() },
    });
    expect(forged.statusCode).toBe(403);
    expect((await switchTo(shopperOn(app), 1)).statusCode).toBe(401);
  });

  it("asks for a branch before requesting terms (409)", async () => {
    const shopper = await signedIn();
    const response = await shopper.send("POST", "/api/account/trade-terms-requests", {
      accountId: await idOf(shopper, "CAR2001"),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      "Please choose a branch first: trade terms are set up by a branch.",
    );
  });
});

describe("GET /api/account/exists (spec/1 §7, the guest checkout's question)", () => {
  const ask = (email: string, remoteAddress: string) =>
    app.inject({ url: `/api/account/exists?email=${encodeURIComponent(email)}`, remoteAddress });

  it("says whether an account uses the email, whatever its case, and nothing more", async () => {
    const known = await ask(sam!.email.toUpperCase(), "10.9.0.1");
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ exists: true });
    expect((await ask("nobody.here@example.co.uk", "10.9.0.1")).json()).toEqual({ exists: false });
  });

  it("answers 400 naming the email for one that is not, and 429 past 10 a minute from one client", async () => {
    const bad = await ask("not-an-email", "10.9.0.2");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["email"]);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(`guest${i}@example.co.uk`, "10.9.0.3")).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
