/**
 * Account documents as the dashboard calls them (spec/1 §4 online-invoice activation, §7
 * logdocumentclick; decision 118): a request for online invoices is recorded once per trade
 * account and emails the accounts contact of a branch where the account has terms; a statement
 * shows the account's figures; each document opened is logged with its type. Only the user's own
 * accounts are answered; bad input and a missing CSRF token write nothing.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";
import { tradeUsersOn } from "../../../test/trade-users.ts";
import { DEMO_USERS } from "../demo/seed/users.ts";

let app: FastifyInstance;
beforeAll(async () => {
  // The demo data holds Sam's four trade accounts and Pat's one (demo/seed/trade-accounts.ts).
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

const [sam, alex, pat] = DEMO_USERS;
const { signedIn, accountsOf, idOf } = tradeUsersOn(() => app, "10.3.0");

const requestOnlineInvoices = (shopper: TestShopper, body: object) =>
  shopper.send("POST", "/api/account/online-invoices", body);

type Mail = { to: string; replyTo: string; subject: string; text: string; html: string | null };
const mailsAbout = (accNumber: string) =>
  app.database.rows<Mail>(sql`
    select to_address as to, reply_to as "replyTo", subject, text_body as text, html_body as html
    from outbox_emails where kind = 'online-invoices-request' and subject like ${`%${accNumber}`} order by id`);
const count = async (table: "online_invoice_requests" | "document_clicks" | "outbox_emails") =>
  (await app.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!
    .n;

/** The branches where an account has terms, by id, with the address its accounts contact reads. */
const termsBranches = (accountId: number) =>
  app.database.rows<{ id: number; name: string; email: string; brand: string }>(sql`
    select b.id, b.name, coalesce(b.credit_control_email, b.email) as email, br.name as brand
    from trade_account_branches t join branches b on b.id = t.branch_id join brands br on br.code = b.brand_code
    where t.account_id = ${accountId} order by b.id`);

describe("POST /api/account/online-invoices (spec/1 §4 online-invoice activation)", () => {
  it("answers 'Request Sent', records the request and emails the first terms branch's accounts contact", async () => {
    const shopper = await signedIn();
    const accountId = await idOf(shopper, "CAR1001");
    expect((await shopper.get("/api/account/online-invoices")).json()).toEqual({ requests: [] });

    const response = await requestOnlineInvoices(shopper, { accountId });
    expect(response.statusCode).toBe(202);
    const { message, request } = response.json();
    expect(message).toBe("Request Sent");
    expect(request.accountId).toBe(accountId);
    expect(Date.now() - Date.parse(request.requestedAt)).toBeLessThan(60_000);

    const [first] = await termsBranches(accountId);
    const mails = await mailsAbout("CAR1001");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: first!.email,
      replyTo: sam!.email,
      subject: "Online invoices request: account CAR1001",
    });
    expect(mails[0]!.text).toContain(`Customer: ${sam!.name} (${sam!.email})`);
    expect(mails[0]!.text).toContain("Account: CAR1001, Carter Construction Ltd (BisTrack)");
    expect(mails[0]!.text).toContain(`Branch: ${first!.brand} ${first!.name}`);
    expect(mails[0]!.html).toContain(
      '<th align="left">Account</th><td>CAR1001, Carter Construction Ltd (BisTrack)</td>',
    );

    // The dashboard now reads the request, with its date, instead of offering the button.
    expect((await shopper.get("/api/account/online-invoices")).json()).toEqual({ requests: [request] });
  });

  it("asks the session's branch when the account has terms there", async () => {
    const shopper = await signedIn();
    const accountId = await idOf(shopper, "CAR3001");
    const branches = await termsBranches(accountId);
    // The ax account's terms at one opal branch (the demo's "elsewhere"), not its first own branch.
    const [opal] = await app.database.rows<{ id: number }>(sql`
      select b.id from trade_account_branches t join branches b on b.id = t.branch_id
      where t.account_id = ${accountId} and b.erp = 'opal'`);
    expect(opal!.id).not.toBe(branches[0]!.id);
    expect(
      (await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: opal!.id })).statusCode,
    ).toBe(200);

    expect((await requestOnlineInvoices(shopper, { accountId })).statusCode).toBe(202);
    const [mail] = await mailsAbout("CAR3001");
    expect(mail!.to).toBe(branches.find((branch) => branch.id === opal!.id)!.email);
  });

  it("keeps the first request when asked again, answering it as sent and emailing nothing more", async () => {
    const shopper = await signedIn();
    const accountId = await idOf(shopper, "CAR2001");
    const first = (await requestOnlineInvoices(shopper, { accountId })).json();
    const again = await requestOnlineInvoices(await signedIn(), { accountId });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first);
    expect(await mailsAbout("CAR2001")).toHaveLength(1);
    const rows = await app.database.rows(
      sql`select 1 from online_invoice_requests where account_id = ${accountId}`,
    );
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["a word", { accountId: "first" }, ["accountId"]],
    ["zero", { accountId: 0 }, ["accountId"]],
    ["no account", {}, ["accountId"]],
    // A field the route does not take is named in the message; the fields name the body.
    ["an unknown field", { accountId: 1, everyone: true }, ["body"]],
  ])("answers 400 naming the field for %s, writing nothing", async (_case, body, fields) => {
    const shopper = await signedIn();
    const before = [await count("online_invoice_requests"), await count("outbox_emails")];
    const response = await requestOnlineInvoices(shopper, body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(Object.keys(error.fields)).toEqual(fields);
    expect(error.message).toContain(Object.keys(body).includes("everyone") ? "everyone" : "accountId");
    expect([await count("online_invoice_requests"), await count("outbox_emails")]).toEqual(before);
  });

  it("answers 404 for another user's account, 401 to a visitor and 403 without the CSRF token, writing nothing", async () => {
    const samsAccount = await idOf(await signedIn(), "CAR4001");
    const before = [await count("online_invoice_requests"), await count("outbox_emails")];

    const other = await signedIn(pat);
    const stranger = await requestOnlineInvoices(other, { accountId: samsAccount });
    expect(stranger.statusCode).toBe(404);
    expect((await other.get("/api/account/online-invoices")).json()).toEqual({ requests: [] });

    expect((await requestOnlineInvoices(shopperOn(app), { accountId: samsAccount })).statusCode).toBe(401);
    expect((await shopperOn(app).get("/api/account/online-invoices")).statusCode).toBe(401);

    const sams = await signedIn();
    const forged = await app.inject({
      method: "POST",
      url: "/api/account/online-invoices",
      payload: { accountId: samsAccount },
      headers: { cookie: sams.cookie() },
    });
    expect(forged.statusCode).toBe(403);
    expect([await count("online_invoice_requests"), await count("outbox_emails")]).toEqual(before);
  });

  it("answers 409 for an account with terms at no branch: there is no one to ask", async () => {
    const shopper = shopperOn(app, { remoteAddress: "10.3.1.1" });
    const email = "jo.morgan@example.co.uk";
    const opened = await shopper.send("POST", "/api/auth/register", {
      name: "Jo Morgan",
      email,
      password: "Kitchens-2026!",
    });
    expect(opened.statusCode).toBe(201);
    await app.database.db.execute(sql`
      with account as (
        insert into trade_accounts (acc_number, name, erp, brand_code, credit_limit_pence, balance_pence)
        values ('MOR1001', 'Morgan Kitchens', 'bistrack', 'BU', 100000, 0) returning id)
      insert into trade_account_users (user_id, account_id)
      select users.id, account.id from users, account where users.email = ${email}`);
    const response = await requestOnlineInvoices(shopper, { accountId: await idOf(shopper, "MOR1001") });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      "We could not find a branch to send this request to. Please contact your branch.",
    );
    expect(await mailsAbout("MOR1001")).toEqual([]);
    expect((await shopper.get("/api/account/online-invoices")).json()).toEqual({ requests: [] });
  });

  it("holds one client to 5 requests a minute (429)", async () => {
    const shopper = await signedIn();
    const accountId = await idOf(shopper, "CAR1001");
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await requestOnlineInvoices(shopper, { accountId })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("GET /api/account/statements/{accountId}", () => {
  it("answers the account's figures and when they were read", async () => {
    const shopper = await signedIn();
    const accountId = await idOf(shopper, "CAR2001");
    const response = await shopper.get(`/api/account/statements/${accountId}`);
    expect(response.statusCode).toBe(200);
    const { account, asOf } = response.json();
    expect(account).toMatchObject({
      id: accountId,
      accNumber: "CAR2001",
      name: "Carter Construction Ltd",
      erpFriendly: "Counteract",
      creditLimit: 1_000_000,
      balance: 1_025_000,
      creditRemaining: -25_000,
    });
    expect(Date.now() - Date.parse(asOf)).toBeLessThan(60_000);
  });

  it("answers 404 for another user's account, 400 naming accountId and 401 to a visitor", async () => {
    const samsAccount = await idOf(await signedIn(), "CAR1001");
    expect((await (await signedIn(pat)).get(`/api/account/statements/${samsAccount}`)).statusCode).toBe(404);
    const bad = await (await signedIn()).get("/api/account/statements/first");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["accountId"]);
    expect((await shopperOn(app).get(`/api/account/statements/${samsAccount}`)).statusCode).toBe(401);
  });
});

describe("POST /api/account/document-clicks (spec/1 §7 logdocumentclick)", () => {
  type Click = { userEmail: string; accNumber: string | null; type: string };
  const lastClick = async () =>
    (
      await app.database.rows<Click>(sql`
        select u.email as "userEmail", a.acc_number as "accNumber", c.type from document_clicks c
        join users u on u.id = c.user_id left join trade_accounts a on a.id = c.account_id
        where c.clicked_at > now() - interval '1 minute' order by c.id desc limit 1`)
    )[0];
  const click = (shopper: TestShopper, body: object) =>
    shopper.send("POST", "/api/account/document-clicks", body);

  it("records the type with the user and the active account, and answers nothing", async () => {
    const shopper = await signedIn();
    const active = (await accountsOf(shopper)).find((account) => account.active)!;
    const response = await click(shopper, { type: "statement" });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await lastClick()).toEqual({
      userEmail: sam!.email,
      accNumber: active.accNumber,
      type: "statement",
    });
  });

  it("records the account the document belongs to when it is named", async () => {
    const shopper = await signedIn();
    expect(
      (await click(shopper, { type: "invoice", accountId: await idOf(shopper, "CAR4001") })).statusCode,
    ).toBe(204);
    expect(await lastClick()).toEqual({ userEmail: sam!.email, accNumber: "CAR4001", type: "invoice" });
  });

  it("records no account for a user without trade accounts", async () => {
    expect((await click(await signedIn(alex), { type: "order" })).statusCode).toBe(204);
    expect(await lastClick()).toEqual({ userEmail: alex!.email, accNumber: null, type: "order" });
  });

  it.each([
    ["an unknown type", { type: "payslip" }, ["type"]],
    ["no type", {}, ["type"]],
    ["a bad account", { type: "statement", accountId: -1 }, ["accountId"]],
  ])("answers 400 naming the field for %s, writing nothing", async (_case, body, fields) => {
    const shopper = await signedIn();
    const before = await count("document_clicks");
    const response = await click(shopper, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(fields);
    expect(await count("document_clicks")).toBe(before);
  });

  it("answers 401 to a visitor and 404 for another user's account, writing nothing", async () => {
    const samsAccount = await idOf(await signedIn(), "CAR1001");
    const before = await count("document_clicks");
    expect((await click(shopperOn(app), { type: "statement" })).statusCode).toBe(401);
    expect((await click(await signedIn(pat), { type: "statement", accountId: samsAccount })).statusCode).toBe(
      404,
    );
    expect(await count("document_clicks")).toBe(before);
  });
});
