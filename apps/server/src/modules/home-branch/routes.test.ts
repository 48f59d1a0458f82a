/**
 * The user's home branch (spec/2 §6 'loginNoBranch', §7 registration-form; decision 121): kept when
 * a signed-in user chooses a collection branch, given to the session at login, asked for when
 * there is none, chosen in the registration form; and the session that has expired.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BranchList, Session } from "@merchant/contract";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";
import { users } from "../../db/schema.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../demo/seed/users.ts";
import { sessionsFor } from "../session/index.ts";

let app: FastifyInstance;
let branches: BranchList["branches"];
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  branches = (await app.inject({ url: "/api/branches" })).json<BranchList>().branches;
});
afterAll(() => app.close());

const [sam, alex, pat] = DEMO_USERS;
if (!sam || !alex || !pat) throw new Error("no demo users");

beforeEach(async () => {
  // Each test starts with the demo users' home branches unset and no failed logins.
  await app.database.db.update(users).set({ homeBranchId: null });
  await app.database.db.execute(sql`delete from login_failures`);
});

let addresses = 0;
/** A new browser, from an address of its own (login and registration are limited per client). */
const visitor = () => shopperOn(app, { remoteAddress: `10.21.0.${++addresses}` });

async function logIn(shopper: TestShopper, email: string) {
  const response = await shopper.send("POST", "/api/auth/login", { email, password: DEMO_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return shopper;
}

const sessionOf = async (shopper: TestShopper) => (await shopper.get("/api/session")).json<Session>();
const homeBranchOf = async (email: string) =>
  (await app.database.db.select({ id: users.homeBranchId }).from(users).where(eq(users.email, email)))[0]
    ?.id ?? null;
const setHomeBranch = (email: string, branchId: number) =>
  app.database.db.update(users).set({ homeBranchId: branchId }).where(eq(users.email, email));
const collectFrom = (shopper: TestShopper, branchId: number) =>
  shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId });

/** The first selling branch of an ERP (Sam's native ERP is bistrack; Pat holds a BisTrack account only). */
async function sellingBranchOf(erp: string) {
  const [row] = await app.database.rows<{ id: number; name: string }>(
    sql`select id, name from branches where erp = ${erp} and basket_ecommerce_active order by id limit 1`,
  );
  return row!;
}
const offline = () => branches.find((branch) => !branch.basketEcommerceActive)!;

describe("the home branch saved on choosing a collection branch", () => {
  it("keeps a signed-in user's chosen branch as their home branch, and the next login's session takes it", async () => {
    const bistrack = await sellingBranchOf("bistrack");
    const first = await logIn(visitor(), alex.email);
    expect((await collectFrom(first, bistrack.id)).statusCode).toBe(200);
    expect(await homeBranchOf(alex.email)).toBe(bistrack.id);

    // Another browser, nothing chosen in it: the login brings the home branch.
    const second = await logIn(visitor(), alex.email);
    const session = await sessionOf(second);
    expect(session.fulfilment).toMatchObject({
      fulfilment: "collection",
      collectionBranch: { id: bistrack.id },
    });
    expect(session.loginNoBranch).toBe(false);
  });

  it("keeps nothing for a visitor, and nothing when the change is refused", async () => {
    const shopper = visitor();
    expect((await collectFrom(shopper, (await sellingBranchOf("bistrack")).id)).statusCode).toBe(200);
    const signedIn = await logIn(visitor(), alex.email);
    expect((await collectFrom(signedIn, offline().id)).statusCode).toBe(409);
    expect(await homeBranchOf(alex.email)).toBeNull();
  });
});

describe("POST /api/auth/login and the session's branch (spec/2 §6)", () => {
  it("keeps the branch the visitor chose before logging in over the home branch", async () => {
    const [home, chosen] = branches.filter(
      (branch) => branch.basketEcommerceActive && branch.erp === "bistrack",
    );
    await setHomeBranch(alex.email, home!.id);
    const shopper = visitor();
    await collectFrom(shopper, chosen!.id);
    await logIn(shopper, alex.email);
    const session = await sessionOf(shopper);
    expect(session.fulfilment.collectionBranch?.id).toBe(chosen!.id);
    expect(session.loginNoBranch).toBe(false);
  });

  it("keeps a delivery postcode chosen before logging in, and asks nothing", async () => {
    await setHomeBranch(alex.email, (await sellingBranchOf("bistrack")).id);
    const shopper = visitor();
    expect(
      (await shopper.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: "IP1 1AA" })).statusCode,
    ).toBe(200);
    await logIn(shopper, alex.email);
    const session = await sessionOf(shopper);
    expect(session.fulfilment).toMatchObject({ fulfilment: "delivery", collectionBranch: null });
    expect(session.loginNoBranch).toBe(false);
  });

  it("flags loginNoBranch only when the session has no branch or postcode and the user no home branch", async () => {
    const neither = await logIn(visitor(), alex.email);
    const asked = await sessionOf(neither);
    expect(asked.loginNoBranch).toBe(true);
    expect(asked.fulfilment.collectionBranch).toBeNull();

    await setHomeBranch(alex.email, (await sellingBranchOf("bistrack")).id);
    expect((await sessionOf(await logIn(visitor(), alex.email))).loginNoBranch).toBe(false);

    // A visitor is never asked.
    expect((await sessionOf(visitor())).loginNoBranch).toBe(false);
  });

  it("asks for a home branch when the home branch no longer takes orders online", async () => {
    await setHomeBranch(alex.email, offline().id);
    const session = await sessionOf(await logIn(visitor(), alex.email));
    expect(session.fulfilment.collectionBranch).toBeNull();
    expect(session.loginNoBranch).toBe(true);
  });

  it("applies a home branch where the one compatible trade account becomes active, as a branch change does (spec/2 §4)", async () => {
    const counteract = await sellingBranchOf("counteract");
    await setHomeBranch(sam.email, counteract.id);
    const shopper = await logIn(visitor(), sam.email);
    expect((await sessionOf(shopper)).fulfilment.collectionBranch?.id).toBe(counteract.id);
    // Every account, not only those of the site's ERP.
    const accounts = (await shopper.get("/api/account/trade-accounts?erpFilter=0")).json().accounts;
    expect(accounts.find((account: { active: boolean }) => account.active).accNumber).toBe("CAR2001");
  });

  it("does not apply a home branch that supports none of the user's trade accounts: it asks instead", async () => {
    const counteract = await sellingBranchOf("counteract");
    await setHomeBranch(pat.email, counteract.id);
    const session = await sessionOf(await logIn(visitor(), pat.email));
    expect(session.fulfilment.collectionBranch).toBeNull();
    expect(session.loginNoBranch).toBe(true);
  });

  it("stops asking once a branch is chosen, and keeps that branch as the home branch", async () => {
    const shopper = await logIn(visitor(), alex.email);
    const bistrack = await sellingBranchOf("bistrack");
    expect((await collectFrom(shopper, bistrack.id)).statusCode).toBe(200);
    expect((await sessionOf(shopper)).loginNoBranch).toBe(false);
    expect(await homeBranchOf(alex.email)).toBe(bistrack.id);
  });

  it("stops asking once a delivery postcode is chosen", async () => {
    const shopper = await logIn(visitor(), alex.email);
    await shopper.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: "IP1 1AA" });
    expect((await sessionOf(shopper)).loginNoBranch).toBe(false);
  });
});

describe("DELETE /api/session/login-no-branch", () => {
  it("stops asking the signed-in user, keeping no branch", async () => {
    const shopper = await logIn(visitor(), alex.email);
    const response = await shopper.send("DELETE", "/api/session/login-no-branch");
    expect(response.statusCode).toBe(204);
    const session = await sessionOf(shopper);
    expect(session.loginNoBranch).toBe(false);
    expect(session.fulfilment.collectionBranch).toBeNull();
    expect(await homeBranchOf(alex.email)).toBeNull();
  });

  it("answers 401 to a visitor, keeping no session", async () => {
    const shopper = visitor();
    const response = await shopper.send("DELETE", "/api/session/login-no-branch");
    expect(response.statusCode).toBe(401);
    expect(shopper.cookie()).not.toContain("sid=");
  });

  it("answers 403 without the CSRF token, and the question stays", async () => {
    const shopper = await logIn(visitor(), alex.email);
    const response = await app.inject({
      method: "DELETE",
      url: "/api/session/login-no-branch",
      headers: { cookie: shopper.cookie() },
    });
    expect(response.statusCode).toBe(403);
    expect((await sessionOf(shopper)).loginNoBranch).toBe(true);
  });
});

describe("POST /api/auth/register with a branch (spec/2 §7 registration-form)", () => {
  let registered = 0;
  const newUser = () => ({
    name: "Robin Hill",
    email: `robin.hill.${++registered}.${Date.now()}@example.co.uk`,
    password: "a long enough password",
  });
  const countUsers = async (email: string) =>
    (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

  it("keeps the chosen branch as the new user's home branch and the session's branch, asking nothing", async () => {
    const bistrack = await sellingBranchOf("bistrack");
    const shopper = visitor();
    const user = newUser();
    const response = await shopper.send("POST", "/api/auth/register", { ...user, branchId: bistrack.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(await homeBranchOf(user.email)).toBe(bistrack.id);
    const session = await sessionOf(shopper);
    expect(session.user?.email).toBe(user.email);
    expect(session.fulfilment).toMatchObject({
      fulfilment: "collection",
      collectionBranch: { id: bistrack.id },
    });
    expect(session.loginNoBranch).toBe(false);
  });

  it("takes the form's branch over one chosen before", async () => {
    const [before, chosen] = branches.filter((branch) => branch.basketEcommerceActive);
    const shopper = visitor();
    await collectFrom(shopper, before!.id);
    expect(
      (await shopper.send("POST", "/api/auth/register", { ...newUser(), branchId: chosen!.id })).statusCode,
    ).toBe(201);
    expect((await sessionOf(shopper)).fulfilment.collectionBranch?.id).toBe(chosen!.id);
  });

  it("opens the account without a branch, and then asks nothing (the form offered the choice)", async () => {
    const shopper = visitor();
    const user = newUser();
    expect((await shopper.send("POST", "/api/auth/register", user)).statusCode).toBe(201);
    expect(await homeBranchOf(user.email)).toBeNull();
    const session = await sessionOf(shopper);
    expect(session.fulfilment.collectionBranch).toBeNull();
    expect(session.loginNoBranch).toBe(false);
  });

  it.each([
    ["a branch that does not exist", () => 999_999],
    ["a branch that takes no orders online", () => offline().id],
  ])("answers 400 naming branchId for %s, and opens no account", async (_, branchId) => {
    const shopper = visitor();
    const user = newUser();
    const response = await shopper.send("POST", "/api/auth/register", { ...user, branchId: branchId() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ branchId: "Please choose one of the branches listed." });
    expect(await countUsers(user.email)).toBe(0);
    expect((await sessionOf(shopper)).user).toBeNull();
  });

  it("answers 400 naming branchId for one that is not a whole number, and opens no account", async () => {
    const user = newUser();
    const response = await visitor().send("POST", "/api/auth/register", { ...user, branchId: "Ipswich" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["branchId"]);
    expect(await countUsers(user.email)).toBe(0);
  });
});

describe("GET /api/session: an expired session", () => {
  it("says so when the session cookie opens no live session (the row is gone), and not otherwise", async () => {
    const shopper = await logIn(visitor(), alex.email);
    expect((await sessionOf(shopper)).expired).toBe(false);
    // The session ends elsewhere: a password change on another device signs out every other session.
    const [row] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, alex.email));
    await sessionsFor(app).endOthers(row!.id, null);
    const session = await sessionOf(shopper);
    expect(session.expired).toBe(true);
    expect(session.user).toBeNull();

    expect((await sessionOf(visitor())).expired).toBe(false);
  });

  it("is no longer expired once logout has cleared the cookie", async () => {
    const shopper = await logIn(visitor(), alex.email);
    // Its time runs out: aged in SQL, which the sessions kept in memory are told of.
    await app.database.db.execute(sql`update sessions set expires_at = now() - interval '1 minute'`);
    sessionsFor(app).forgetKept();
    expect((await sessionOf(shopper)).expired).toBe(true);
    expect((await shopper.send("POST", "/api/auth/logout")).statusCode).toBe(204);
    expect((await sessionOf(shopper)).expired).toBe(false);
  });
});

describe("POST /api/dev/forget-home-branch (development and tests)", () => {
  it("forgets the user's home branch: their next login has none and asks for one", async () => {
    await setHomeBranch(alex.email, (await sellingBranchOf("bistrack")).id);
    const response = await visitor().send("POST", "/api/dev/forget-home-branch", {
      email: alex.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(204);
    expect(await homeBranchOf(alex.email)).toBeNull();
    expect((await sessionOf(await logIn(visitor(), alex.email))).loginNoBranch).toBe(true);
  });

  it("answers 404 for an email no user has, and 400 naming email for one that is not an email", async () => {
    expect(
      (await visitor().send("POST", "/api/dev/forget-home-branch", { email: "nobody@example.co.uk" }))
        .statusCode,
    ).toBe(404);
    const bad = await visitor().send("POST", "/api/dev/forget-home-branch", { email: "not an email" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["email"]);
  });

  it("is not there in production, and changes nothing", async () => {
    const production = await buildTestApp({ data: "demo", config: { env: "production" } });
    try {
      const branchId = (await sellingBranchOf("bistrack")).id;
      await production.database.db
        .update(users)
        .set({ homeBranchId: branchId })
        .where(eq(users.email, alex.email));
      const response = await shopperOn(production).send("POST", "/api/dev/forget-home-branch", {
        email: alex.email,
      });
      expect(response.statusCode).toBe(404);
      const [row] = await production.database.db
        .select({ id: users.homeBranchId })
        .from(users)
        .where(eq(users.email, alex.email));
      expect(row?.id).toBe(branchId);
    } finally {
      await production.close();
    }
  });
});
