/**
 * Database reporting (issue 19; spec/3 §3 Access key, §5, §7; decision 150): the active trade
 * account's keys made, regenerated and removed, each shown whole once and listed by its prefix;
 * the reporting API read with a key, as JSON and CSV, of the key's account only; a removed or
 * regenerated-away key refused at once; the dashboard's widgets a page at a time.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { tradeUsersOn } from "../../../test/trade-users.ts";
import { DEMO_REPORTING_KEY_PREFIX } from "../demo/seed/account-tools.ts";
import { DEMO_USERS } from "../demo/seed/users.ts";
import { KEY_REFUSED, REPORTING_TRADE_ONLY } from "./routes.ts";
import { MAX_KEYS_PER_ACCOUNT, TOO_MANY_KEYS } from "./service.ts";

const KEYS = "/api/account/reporting-keys";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());
// Each test makes the keys it reads with; the demo key stays, so no account reaches its limit.
afterEach(async () => {
  await app.database.db.execute(sql`delete from reporting_keys where prefix <> ${DEMO_REPORTING_KEY_PREFIX}`);
});

const [, alex, pat] = DEMO_USERS;
const { signedIn, visitor, switchTo } = tradeUsersOn(() => app, "10.19.2");

let calls = 0;
/** The reporting API as another system calls it: a key, no cookie, from an address of its own. */
const read = (path: string, key: string | null, headers: Record<string, string> = {}) =>
  app.inject({
    url: path,
    remoteAddress: `10.19.3.${(calls = (calls % 250) + 1)}`,
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
  });

const keyRows = () =>
  app.database.rows<{ accNumber: string; prefix: string; hashDigest: string }>(sql`
    select a.acc_number as "accNumber", k.prefix, k.hash_digest as "hashDigest"
    from reporting_keys k join trade_accounts a on a.id = k.account_id order by k.id`);

const newKeyOf = async (who = DEMO_USERS[0]!) => {
  const shopper = await signedIn(who);
  const made = await shopper.send("POST", KEYS);
  expect(made.statusCode, made.body).toBe(201);
  return { shopper, ...(made.json() as { key: { id: number; prefix: string }; apikey: string }) };
};

describe("reporting keys in the account area", () => {
  it("lists the demo key by its prefix only", async () => {
    const listed = await (await signedIn()).get(KEYS);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().keys).toEqual([
      { id: expect.any(Number), prefix: DEMO_REPORTING_KEY_PREFIX, issuedAt: expect.any(String) },
    ]);
  });

  it("makes a key of 256 random bits, shows it whole once, keeps only its SHA-256 and lists it by its prefix", async () => {
    const { shopper, key, apikey } = await newKeyOf();
    expect(apikey).toMatch(/^rk_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(apikey.slice(0, 9));
    const stored = (await keyRows()).find((row) => row.prefix === key.prefix)!;
    expect(stored.hashDigest).toBe(createHash("sha256").update(apikey).digest("hex"));
    expect(JSON.stringify(await keyRows())).not.toContain(apikey);
    const listed = (await shopper.get(KEYS)).body;
    expect(listed).toContain(key.prefix);
    expect(listed).not.toContain(apikey);
    expect((await newKeyOf()).apikey).not.toBe(apikey);
  });

  it(`refuses a key past ${MAX_KEYS_PER_ACCOUNT} with a 409, making none`, async () => {
    const pats = await signedIn(pat!);
    for (let i = 0; i < MAX_KEYS_PER_ACCOUNT; i++)
      expect((await pats.send("POST", KEYS)).statusCode).toBe(201);
    const before = await keyRows();
    const refused = await pats.send("POST", KEYS);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TOO_MANY_KEYS);
    expect(await keyRows()).toEqual(before);
  });

  it("answers a visitor 401 and a user without a trade account 403, making nothing", async () => {
    const before = await keyRows();
    expect((await visitor().send("POST", KEYS)).statusCode).toBe(401);
    const refused = await (await signedIn(alex!)).send("POST", KEYS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(REPORTING_TRADE_ONLY);
    expect(await keyRows()).toEqual(before);
  });

  it("refuses a key id that is not one with a 400 naming keyId", async () => {
    const response = await (await signedIn()).send("DELETE", `${KEYS}/abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("keyId");
  });
});

describe("the reporting API, read with a key", () => {
  it("gives the key's account's invoices, orders and van stock as JSON", async () => {
    const { apikey } = await newKeyOf();
    const invoices = await read("/api/reporting/invoices", apikey);
    expect(invoices.statusCode, invoices.body).toBe(200);
    const expected = await app.database.rows<{
      invoiceNumber: string;
    }>(sql`select invoice_number as "invoiceNumber"
      from invoices i join trade_accounts a on a.id = i.account_id where a.acc_number = 'CAR1001'
      order by issued_on desc, invoice_number desc`);
    expect(invoices.json().account).toEqual({ accNumber: "CAR1001", name: "Carter Construction Ltd" });
    expect(invoices.json().rows.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual(
      expected.map((row) => row.invoiceNumber),
    );
    const stock = (await read("/api/reporting/van-stock", apikey)).json().rows;
    expect(stock).toHaveLength(6);
    expect(new Set(stock.map((row: { registration: string }) => row.registration))).toEqual(
      new Set(["CA21 RTR"]),
    );
    const orders = await read("/api/reporting/orders", apikey);
    expect(orders.statusCode).toBe(200);
    expect(orders.json().rows).toEqual(expect.any(Array));
    expect(orders.headers["set-cookie"]).toBeUndefined();
    expect(orders.headers["cache-control"]).toBe("no-store");
  });

  it("gives CSV with ?format=csv or Accept: text/csv, a header row then a line a row", async () => {
    const { apikey } = await newKeyOf();
    for (const asked of [
      read("/api/reporting/van-stock?format=csv", apikey),
      read("/api/reporting/van-stock", apikey, { accept: "text/csv" }),
    ]) {
      const response = await asked;
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      expect(response.headers["content-disposition"]).toBe('attachment; filename="CAR1001-van-stock.csv"');
      const lines = response.body.trimEnd().split("\r\n");
      expect(lines[0]).toBe("registration,partNumber,product,currentLevel,minLevel,unitFactor");
      expect(lines).toHaveLength(7);
      expect(lines.slice(1).every((line) => line.startsWith("CA21 RTR,"))).toBe(true);
    }
  });

  it("never gives one account's key another account's data", async () => {
    const { apikey } = await newKeyOf(pat!);
    const invoices = (await read("/api/reporting/invoices", apikey)).json();
    expect(invoices.account.accNumber).toBe("HUG1001");
    expect(
      invoices.rows.every((row: { invoiceNumber: string }) => row.invoiceNumber.includes("HUG1001")),
    ).toBe(true);
    expect((await read("/api/reporting/van-stock", apikey)).json().rows).toEqual([]);
    const csv = (await read("/api/reporting/invoices?format=csv", apikey)).body;
    expect(csv).not.toContain("CAR1001");
  });

  it("reads for the key's account whichever account its maker has active now", async () => {
    const { shopper, apikey } = await newKeyOf();
    await switchTo(shopper, "CAR3001");
    expect((await read("/api/reporting/invoices", apikey)).json().account.accNumber).toBe("CAR1001");
  });

  it.each<[string, string | null]>([
    ["no key", null],
    ["a key of the wrong shape", "not-a-key"],
    ["a well-shaped key no account has", `rk_${"A".repeat(43)}`],
    ["the demo key's prefix", DEMO_REPORTING_KEY_PREFIX],
  ])("answers %s with 401, saying how to authenticate", async (_, key) => {
    const response = await read("/api/reporting/orders", key);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: "unauthorised", message: KEY_REFUSED });
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="reporting"');
  });

  it("refuses a removed key at once (spec/3 §7 databaseremovekey), and removing it again is a 404", async () => {
    const { shopper, key, apikey } = await newKeyOf();
    expect((await read("/api/reporting/invoices", apikey)).statusCode).toBe(200);
    const removed = await shopper.send("DELETE", `${KEYS}/${key.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await read("/api/reporting/invoices", apikey)).statusCode).toBe(401);
    expect((await shopper.get(KEYS)).json().keys.map((k: { id: number }) => k.id)).not.toContain(key.id);
    expect((await shopper.send("DELETE", `${KEYS}/${key.id}`)).statusCode).toBe(404);
  });

  it("makes a regenerated key's old value useless at once (spec/3 §7 databaseregeneratekey)", async () => {
    const { shopper, key, apikey } = await newKeyOf();
    const regenerated = await shopper.send("POST", `${KEYS}/${key.id}/regenerate`);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const fresh = regenerated.json();
    expect(fresh.key.id).toBe(key.id);
    expect(fresh.apikey).not.toBe(apikey);
    expect(fresh.key.prefix).toBe(fresh.apikey.slice(0, 9));
    expect((await read("/api/reporting/invoices", apikey)).statusCode).toBe(401);
    expect((await read("/api/reporting/invoices", fresh.apikey)).statusCode).toBe(200);
  });

  it("answers another account's key id as one that does not exist, leaving it working", async () => {
    const theirs = await newKeyOf(pat!);
    const sam = await signedIn();
    const before = await keyRows();
    expect((await sam.send("POST", `${KEYS}/${theirs.key.id}/regenerate`)).statusCode).toBe(404);
    expect((await sam.send("DELETE", `${KEYS}/${theirs.key.id}`)).statusCode).toBe(404);
    expect(await keyRows()).toEqual(before);
    expect((await read("/api/reporting/invoices", theirs.apikey)).statusCode).toBe(200);
  });

  it("is read with a key and nothing else: a session opens no report, and a key opens no session route", async () => {
    const { shopper, apikey } = await newKeyOf();
    expect((await shopper.get("/api/reporting/invoices")).statusCode).toBe(401);
    const withKey = await app.inject({ url: KEYS, headers: { authorization: `Bearer ${apikey}` } });
    expect(withKey.statusCode).toBe(401);
  });

  it("lets a GET with a key through the origin check and CSRF, and nothing else: no route changes a report", async () => {
    const { apikey } = await newKeyOf();
    const crossSite = await read("/api/reporting/orders", apikey, {
      origin: "https://elsewhere.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(200);
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const response = await app.inject({
        method,
        url: "/api/reporting/orders",
        headers: { authorization: `Bearer ${apikey}` },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).not.toBe(200);
    }
  });

  it("refuses a format that is neither with a 400 naming it", async () => {
    const { apikey } = await newKeyOf();
    const response = await read("/api/reporting/orders?format=xml", apikey);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("format");
  });
});

describe("GET /api/account/reporting/widgets/{widget} (spec/3 §7 databasegetwidgetcontent)", () => {
  it("opens a widget on page 1 and pages through it (spec/3 §9)", async () => {
    const sam = await signedIn();
    const first = await sam.get("/api/account/reporting/widgets/top-products");
    expect(first.statusCode, first.body).toBe(200);
    const widget = first.json();
    expect(widget).toMatchObject({
      widget: "top-products",
      title: "Top products",
      page: 1,
      chart: { label: "product", value: "value" },
    });
    expect(widget.rows.length).toBeLessThanOrEqual(5);
    expect(widget.pages).toBe(Math.max(1, Math.ceil(widget.total / 5)));
    expect(widget.total).toBeGreaterThan(5);
    const second = (await sam.get("/api/account/reporting/widgets/top-products?page=2")).json();
    expect(second.page).toBe(2);
    expect(second.rows[0]).not.toEqual(widget.rows[0]);
    const values = [...widget.rows, ...second.rows].map((row: { value: number }) => row.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("shows the van stock below its minimum and the open invoices of the active account", async () => {
    const sam = await signedIn();
    const below = (await sam.get("/api/account/reporting/widgets/van-stock-below-minimum")).json();
    expect(below.total).toBe(3);
    expect(below.chart).toBeNull();
    for (const row of below.rows) expect(row.currentLevel).toBeLessThan(row.minLevel);
    const open = (await sam.get("/api/account/reporting/widgets/open-invoices")).json();
    expect(open.rows.every((row: { outstanding: number }) => row.outstanding > 0)).toBe(true);
  });

  it("refuses an unknown widget or page 0 with a 400 naming it, and a visitor with 401", async () => {
    const sam = await signedIn();
    expect((await sam.get("/api/account/reporting/widgets/profits")).json().error.fields).toHaveProperty(
      "widget",
    );
    expect(
      (await sam.get("/api/account/reporting/widgets/top-products?page=0")).json().error.fields,
    ).toHaveProperty("page");
    expect((await visitor().get("/api/account/reporting/widgets/top-products")).statusCode).toBe(401);
  });
});
