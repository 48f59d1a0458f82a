import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  // The demo data holds the brands whose names the emails carry.
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

/** Each test calls from an address of its own: the per-client limits count by address. */
let addresses = 0;
const shopper = () => shopperOn(app, { remoteAddress: `10.1.0.${++addresses}` });

let accounts = 0;
const newAccount = () => ({
  name: "Jo Builder",
  email: `jo.${++accounts}@example.co.uk`,
  password: "oak beams 4 ever",
});

const rows = <T>(query: ReturnType<typeof sql>) => app.database.rows<T>(query);
const userCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from users`))[0]!.n;
const sessionUser = async (who: TestShopper) => (await who.get("/api/session")).json().user;
const logIn = (who: TestShopper, email: string, password: string) =>
  who.send("POST", "/api/auth/login", { email, password });

async function registered(who = shopper()) {
  const account = newAccount();
  const response = await who.send("POST", "/api/auth/register", account);
  expect(response.statusCode).toBe(201);
  return { who, ...account };
}

/** The token of the newest reset link emailed to `email`, read from the outbox as the mail server would get it. */
async function emailedToken(email: string): Promise<string> {
  const [mail] = await rows<{ text: string; html: string; subject: string }>(
    sql`select text_body as text, html_body as html, subject from outbox_emails
        where kind = 'password-reset' and to_address = ${email} order by id desc limit 1`,
  );
  if (!mail) throw new Error(`no reset email to ${email}`);
  const link = /http:\/\/localhost\/account\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!link) throw new Error(`no link in: ${mail.text}`);
  expect(mail.html).toContain(`href="${link[0]}"`);
  return link[1]!;
}

describe("POST /api/auth/register", () => {
  it("opens the account, signs in to it, and the password works at login", async () => {
    const who = shopper();
    const account = { ...newAccount(), email: "  Mixed.Case@Example.co.uk " };
    const response = await who.send("POST", "/api/auth/register", account);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ user: { name: "Jo Builder", email: "mixed.case@example.co.uk" } });
    expect(await sessionUser(who)).toEqual({ name: "Jo Builder", email: "mixed.case@example.co.uk" });
    const [stored] = await rows<{ hash: string }>(
      sql`select password_hash as hash from users where email = 'mixed.case@example.co.uk'`,
    );
    expect(stored!.hash).toMatch(/^scrypt\$/);
    expect(stored!.hash).not.toContain(account.password);
    expect((await logIn(shopper(), "MIXED.case@example.co.uk", account.password)).statusCode).toBe(200);
  });

  it("answers 409 naming the email when an account already uses it, whatever its case, adding no one", async () => {
    const { email } = await registered();
    const before = await userCount();
    const again = await shopper().send("POST", "/api/auth/register", {
      ...newAccount(),
      email: email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({
      email:
        "An account already uses this email address. Please log in, or ask for a link to set a new password.",
    });
    expect(await userCount()).toBe(before);
  });

  it("answers 400 naming each bad field, adding no one", async () => {
    const before = await userCount();
    const response = await shopper().send("POST", "/api/auth/register", {
      name: "  ",
      email: "not-an-email",
      password: "short",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: "Please enter your name.",
      email: "Must be an email address",
      password: "Your password must be at least 8 characters.",
    });
    const extra = await shopper().send("POST", "/api/auth/register", { ...newAccount(), admin: true });
    expect(extra.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it("refuses a form posted without the session's CSRF token (403), adding no one", async () => {
    const before = await userCount();
    const response = await app.inject({ method: "POST", url: "/api/auth/register", payload: newAccount() });
    expect(response.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it("limits one client to 5 tries a minute (429)", async () => {
    const who = shopper();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await who.send("POST", "/api/auth/register", newAccount())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("lets a shop that switches the limit off (IDENTITY_RATE_LIMIT=0) open more accounts a minute", async () => {
    const unlimited = await buildTestApp({ config: { identityRateLimit: 0 } });
    try {
      const who = shopperOn(unlimited);
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await who.send("POST", "/api/auth/register", newAccount())).statusCode);
      expect(statuses).toEqual(Array(7).fill(201));
    } finally {
      await unlimited.close();
    }
  });
});

describe("a forgotten password", () => {
  const sent =
    "If an account uses that email address, we have sent it a link to set a new password. The link works once, within 60 minutes.";

  it("emails a link to set a new password, which signs in, works once, and ends the account's other sessions", async () => {
    const { email, password } = await registered();
    const elsewhere = shopper();
    expect((await logIn(elsewhere, email, password)).statusCode).toBe(200);

    const asked = await shopper().send("POST", "/api/auth/forgotten-password", { email });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: sent });
    const token = await emailedToken(email);

    const visitor = shopper();
    const reset = await visitor.send("POST", "/api/auth/reset-password", {
      token,
      password: "new timber 99",
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(email);
    expect((await sessionUser(visitor))?.email).toBe(email);
    expect(await sessionUser(elsewhere)).toBeNull();
    expect((await logIn(shopper(), email, password)).statusCode).toBe(401);
    expect((await logIn(shopper(), email, "new timber 99")).statusCode).toBe(200);

    const twice = await shopper().send("POST", "/api/auth/reset-password", {
      token,
      password: "another one 1",
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({
      token:
        "This link to set a new password has expired or has already been used. Please ask for a new one.",
    });
    expect((await logIn(shopper(), email, "another one 1")).statusCode).toBe(401);
  });

  it("answers an address no account uses the same way, and emails nothing", async () => {
    const count = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from outbox_emails`))[0]!.n;
    const before = await count();
    const asked = await shopper().send("POST", "/api/auth/forgotten-password", {
      email: "nobody@example.co.uk",
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: sent });
    expect(await count()).toBe(before);
  });

  it("refuses an expired link, and every other link once a password has been set", async () => {
    const { email } = await registered();
    const ask = async () => {
      await shopper().send("POST", "/api/auth/forgotten-password", { email });
      return emailedToken(email);
    };
    const reset = (token: string) =>
      shopper().send("POST", "/api/auth/reset-password", { token, password: "fresh pass 1" });
    const [first, second, third] = [await ask(), await ask(), await ask()];

    await app.database.rows(sql`update password_resets set expires_at = now() - interval '1 second'
      where id = (select max(id) from password_resets)`);
    expect((await reset(third!)).statusCode).toBe(400);
    expect((await reset(second!)).statusCode).toBe(200);
    // Not expired, never used, but the password has changed since it was sent.
    expect((await reset(first!)).statusCode).toBe(400);
  });

  it("answers 400 naming the field for a bad email or a token that is not one of ours", async () => {
    const bad = await shopper().send("POST", "/api/auth/forgotten-password", { email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: "Must be an email address" });
    const junk = await shopper().send("POST", "/api/auth/reset-password", {
      token: "abc",
      password: "long enough 1",
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.fields).toEqual({ token: "Is not a link we sent" });
  });
});

describe("PUT /api/account/password", () => {
  it("changes the password given the current one, keeps this session signed in and ends the others", async () => {
    const { who, email, password } = await registered();
    const elsewhere = shopper();
    await logIn(elsewhere, email, password);
    const changed = await who.send("PUT", "/api/account/password", {
      currentPassword: password,
      newPassword: "sawn softwood 7",
    });
    expect(changed.statusCode).toBe(204);
    expect((await sessionUser(who))?.email).toBe(email);
    expect(await sessionUser(elsewhere)).toBeNull();
    expect((await logIn(shopper(), email, password)).statusCode).toBe(401);
    expect((await logIn(shopper(), email, "sawn softwood 7")).statusCode).toBe(200);
  });

  it("refuses a wrong current password naming it, changing nothing", async () => {
    const { who, email, password } = await registered();
    const response = await who.send("PUT", "/api/account/password", {
      currentPassword: "not it at all",
      newPassword: "sawn softwood 7",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      currentPassword: "Your current password is not correct.",
    });
    expect((await logIn(shopper(), email, password)).statusCode).toBe(200);
  });

  it("answers 401 to a visitor, and 400 naming a new password that is too short", async () => {
    const visitor = await shopper().send("PUT", "/api/account/password", {
      currentPassword: "whatever it is",
      newPassword: "sawn softwood 7",
    });
    expect(visitor.statusCode).toBe(401);
    const { who, password } = await registered();
    const short = await who.send("PUT", "/api/account/password", {
      currentPassword: password,
      newPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({
      newPassword: "Your password must be at least 8 characters.",
    });
  });
});
