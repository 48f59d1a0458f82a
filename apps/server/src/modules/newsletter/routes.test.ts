/**
 * The newsletter sign-up as the footer's and homepage's forms call it (spec/1 §3, §5, §7
 * /newsletter/submit): a row per email address under the site's brand with the time consent was
 * given; signing up again renews it and is not an error; bad input and a missing CSRF token write
 * nothing; one client is held to 10 sign-ups a minute.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { startSession } from "../../../test/session-cookie.ts";

const HB_HOST = "hb.example.test";

let app: FastifyInstance;
beforeAll(async () => {
  // The demo data holds the brands a subscription names.
  app = await buildTestApp({ data: "demo", config: { siteBrand: "BU", brandHosts: { [HB_HOST]: "HB" } } });
});
afterAll(() => app.close());

/** Each test signs up from an address of its own, so the per-client limit counts only its own requests. */
let client = 0;
const nextClient = () => `203.0.113.${++client}`;

type SignUpOptions = { host?: string; remoteAddress?: string; csrf?: boolean };

async function signUp(
  body: object,
  { host = "localhost", remoteAddress = nextClient(), csrf = true }: SignUpOptions = {},
) {
  const session = await startSession(app, host);
  return app.inject({
    method: "POST",
    url: "/api/newsletter",
    payload: body,
    remoteAddress,
    headers: { host, cookie: session.cookie, ...(csrf ? { "x-csrf-token": session.csrfToken } : {}) },
  });
}

type Subscription = {
  email: string;
  name: string;
  brandCode: string;
  consentedJustNow: boolean;
  createdBeforeToday: boolean;
};

const subscriptionsOf = (email: string) =>
  app.database.rows<Subscription>(sql`select email, name, brand_code as "brandCode",
      consented_at > now() - interval '1 minute' as "consentedJustNow",
      created_at < now() - interval '1 day' as "createdBeforeToday"
    from newsletter_subscriptions where email = ${email}`);

const subscriptionCount = async () =>
  (
    await app.database.rows<{ count: number }>(
      sql`select count(*)::int as count from newsletter_subscriptions`,
    )
  )[0]!.count;

describe("POST /api/newsletter (spec/1 §5, §7)", () => {
  it("subscribes the name and the lower-case email under the site's brand, with the time consent was given", async () => {
    const response = await signUp(
      { name: "  Sam Carter ", email: " Sam.Carter@Example.co.uk " },
      { host: HB_HOST },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ subscribed: true });
    expect(await subscriptionsOf("sam.carter@example.co.uk")).toEqual([
      {
        email: "sam.carter@example.co.uk",
        name: "Sam Carter",
        brandCode: "HB",
        consentedJustNow: true,
        createdBeforeToday: false,
      },
    ]);
  });

  it("answers a second sign-up of the address as the first, renewing its name and consent in the one row", async () => {
    const email = "alex.jones@example.co.uk";
    expect((await signUp({ name: "Alex", email })).statusCode).toBe(200);
    await app.database.rows(sql`update newsletter_subscriptions
      set consented_at = now() - interval '30 days', created_at = now() - interval '30 days'
      where email = ${email}`);

    const again = await signUp({ name: "Alex Jones", email: "ALEX.JONES@example.co.uk" }, { host: HB_HOST });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });
    expect(await subscriptionsOf(email)).toEqual([
      { email, name: "Alex Jones", brandCode: "HB", consentedJustNow: true, createdBeforeToday: true },
    ]);
  });

  it.each([
    [{ name: "", email: "pat@example.co.uk" }, { name: "Is required" }],
    [{ name: "   ", email: "pat@example.co.uk" }, { name: "Is required" }],
    [{ name: "Pat", email: "not-an-email" }, { email: "Must be an email address" }],
    [{ name: "Pat\u0000", email: "pat@example.co.uk" }, { name: "Must not contain control characters" }],
    [{ name: "P".repeat(101), email: "pat@example.co.uk" }, { name: "Must be at most 100 characters" }],
    [{}, { name: "Is required", email: "Must be an email address" }],
  ])("refuses %j with a 400 naming the field, and writes nothing", async (body, fields) => {
    const before = await subscriptionCount();
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "bad_request", fields });
    expect(await subscriptionCount()).toBe(before);
  });

  it("refuses a field the form does not have", async () => {
    const response = await signUp({ name: "Pat", email: "pat@example.co.uk", brand: "TG" });
    expect(response.statusCode).toBe(400);
    expect(await subscriptionsOf("pat@example.co.uk")).toEqual([]);
  });

  it("refuses a sign-up without the session's CSRF token, and writes nothing", async () => {
    const response = await signUp({ name: "Kim", email: "kim@example.co.uk" }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("csrf");
    expect(await subscriptionsOf("kim@example.co.uk")).toEqual([]);
  });

  it("allows 10 sign-ups a minute from one client, then answers 429 and writes nothing", async () => {
    const remoteAddress = nextClient();
    for (let i = 0; i < 10; i++) {
      expect(
        (await signUp({ name: "Lee", email: `lee-${i}@example.co.uk` }, { remoteAddress })).statusCode,
      ).toBe(200);
    }
    const refused = await signUp({ name: "Lee", email: "lee-10@example.co.uk" }, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(await subscriptionsOf("lee-10@example.co.uk")).toEqual([]);
    // Another client is not held back by this one.
    expect((await signUp({ name: "Lee", email: "lee-10@example.co.uk" })).statusCode).toBe(200);
  });
});
