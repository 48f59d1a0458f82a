/**
 * The branch quotation page's check (issue 14; spec/2 §4 quote check outcomes, §5 quote form, §8):
 * the demo quotes of every ERP, valid and expired, found by email and reference together; a wrong
 * email answers exactly as a wrong reference; bad input is a 400 naming the field; and one client
 * trying references is stopped at 10 a minute. An expired quote's Extend Quote request emails its
 * branch and staff member. The account area lists the active trade account's quotes and no one else's.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_EXTENSION_SENT_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_REFERENCE_INVALID_MESSAGE,
} from "@merchant/domain/quotes";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { startSession } from "../../../test/session-cookie.ts";
import { tradeUsersOn } from "../../../test/trade-users.ts";
import { DEMO_QUOTE_EMAIL, DEMO_QUOTES } from "../demo/seed/quotes.ts";
import { ACCOUNT_QUOTES_TRADE_ONLY, QUOTE_CHECKS_PER_MINUTE } from "./routes.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

/** Each test checks from an address of its own, so the per-client limit counts only its own requests. */
let client = 0;
const nextClient = () => `198.51.100.${++client}`;

async function check(body: object, remoteAddress = nextClient()) {
  const session = await startSession(app, "localhost");
  return app.inject({
    method: "POST",
    url: "/api/quotes/check",
    payload: body,
    remoteAddress,
    headers: { cookie: session.cookie, "x-csrf-token": session.csrfToken },
  });
}

const valid = DEMO_QUOTES.filter((quote) => !quote.expired);
const expired = DEMO_QUOTES.filter((quote) => quote.expired);

describe("POST /api/quotes/check", () => {
  it.each(valid)(
    "finds the valid $erp quote $reference with its branch, staff and priced lines",
    async (demo) => {
      const response = await check({ email: DEMO_QUOTE_EMAIL, reference: demo.reference });
      expect(response.statusCode).toBe(200);
      const reply = response.json();
      expect(reply.outcome).toBe("valid");
      expect(reply.quote).toMatchObject({
        reference: demo.reference,
        erp: demo.erp,
        staffName: "Jo Hartley",
      });
      expect(reply.quote.branch).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect(new Date(reply.quote.expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(reply.quote.lines).toHaveLength(3);
      // spec/2 §3: AX's own references, on AX quotes only.
      expect(reply.quote.ax).toEqual(
        demo.erp === "ax"
          ? { branchCode: reply.quote.branch.code, orderNumber: demo.reference, customerAccount: "CAR3001" }
          : null,
      );
      for (const line of reply.quote.lines) {
        expect(line.name).toEqual(expect.any(String));
        expect(line.quantity).toBeGreaterThan(0);
        expect(line.price.incVat).toBeGreaterThanOrEqual(line.price.exVat);
      }
    },
  );

  it.each(expired)("answers the expired $erp quote $reference with the Extend Quote button", async (demo) => {
    const reply = (await check({ email: DEMO_QUOTE_EMAIL, reference: demo.reference })).json();
    expect(reply).toMatchObject({
      outcome: "expired",
      message: QUOTE_EXPIRED_MESSAGE,
      extendLabel: "Extend Quote",
    });
    expect(reply.quote.reference).toBe(demo.reference);
  });

  it("reads the email and the reference in any letter case, around spaces", async () => {
    const reply = (
      await check({
        email: ` ${DEMO_QUOTE_EMAIL.toUpperCase()} `,
        reference: valid[0]!.reference.toLowerCase(),
      })
    ).json();
    expect(reply.outcome).toBe("valid");
  });

  it("answers a wrong email exactly as a wrong reference, with nothing of the quote", async () => {
    const wrongEmail = await check({ email: "someone.else@example.com", reference: valid[0]!.reference });
    const wrongReference = await check({ email: DEMO_QUOTE_EMAIL, reference: "ZZ-999999" });
    expect(wrongEmail.statusCode).toBe(200);
    expect(wrongEmail.json()).toEqual({ outcome: "no-quote", message: QUOTE_NOT_FOUND_MESSAGE });
    expect(wrongEmail.body).toBe(wrongReference.body);
  });

  it("refuses a malformed reference or email with a 400 naming the field", async () => {
    const shortReference = await check({ email: DEMO_QUOTE_EMAIL, reference: "AB1" });
    expect(shortReference.statusCode).toBe(400);
    expect(shortReference.json().error).toMatchObject({
      code: "bad_request",
      fields: { reference: QUOTE_REFERENCE_INVALID_MESSAGE },
    });
    const badEmail = await check({ email: "not an email", reference: valid[0]!.reference });
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(badEmail.json().error.fields)).toEqual(["email"]);
  });

  it("refuses a check without the CSRF token", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quotes/check",
      payload: { email: DEMO_QUOTE_EMAIL, reference: valid[0]!.reference },
      remoteAddress: nextClient(),
    });
    expect(response.statusCode).toBe(403);
  });

  it(`stops a client trying references after ${QUOTE_CHECKS_PER_MINUTE} a minute, telling nothing more`, async () => {
    const address = nextClient();
    const answers: number[] = [];
    for (let k = 0; k < QUOTE_CHECKS_PER_MINUTE + 2; k++)
      answers.push(
        (await check({ email: DEMO_QUOTE_EMAIL, reference: `ZZ-${100000 + k}` }, address)).statusCode,
      );
    expect(answers.slice(0, QUOTE_CHECKS_PER_MINUTE)).toEqual(Array(QUOTE_CHECKS_PER_MINUTE).fill(200));
    expect(answers.slice(QUOTE_CHECKS_PER_MINUTE)).toEqual([429, 429]);
    // The real quote is refused too once the limit is reached: the limit is the client's, not the reference's.
    expect(
      (await check({ email: DEMO_QUOTE_EMAIL, reference: valid[0]!.reference }, address)).statusCode,
    ).toBe(429);
  });
});

describe("POST /api/quotes/extend", () => {
  async function ask(body: object) {
    const session = await startSession(app, "localhost");
    return app.inject({
      method: "POST",
      url: "/api/quotes/extend",
      payload: body,
      remoteAddress: nextClient(),
      headers: { cookie: session.cookie, "x-csrf-token": session.csrfToken },
    });
  }
  const queued = (reference: string) =>
    app.database.rows<{ toAddress: string; replyTo: string; text: string }>(
      sql`select to_address as "toAddress", reply_to as "replyTo", text_body as text from outbox_emails
        where kind = 'quote-extension' and subject = ${`Please extend quote ${reference}`} order by id`,
    );

  it("emails the branch and the staff member who made an expired quote, each answering to the customer", async () => {
    const demo = expired[0]!;
    const { quote } = (await check({ email: DEMO_QUOTE_EMAIL, reference: demo.reference })).json();
    const response = await ask({ email: DEMO_QUOTE_EMAIL, reference: demo.reference });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: QUOTE_EXTENSION_SENT_MESSAGE });
    const emails = await queued(demo.reference);
    expect(emails.map((email) => email.toAddress)).toEqual([quote.branch.email, quote.staffEmail]);
    for (const email of emails) {
      expect(email.replyTo).toBe(DEMO_QUOTE_EMAIL);
      expect(email.text).toContain(demo.reference);
    }
  });

  it("refuses a quote still valid, a wrong email and a wrong reference alike (404), sending nothing", async () => {
    for (const body of [
      { email: DEMO_QUOTE_EMAIL, reference: valid[1]!.reference },
      { email: "someone.else@example.com", reference: expired[1]!.reference },
      { email: DEMO_QUOTE_EMAIL, reference: "ZZ-999999" },
    ]) {
      const response = await ask(body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(QUOTE_NOT_FOUND_MESSAGE);
      expect(await queued(body.reference)).toEqual([]);
    }
  });

  it("refuses a malformed reference with a 400 naming the field, sending nothing", async () => {
    const response = await ask({ email: DEMO_QUOTE_EMAIL, reference: "x" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ reference: QUOTE_REFERENCE_INVALID_MESSAGE });
  });
});

describe("POST /api/quotes/email", () => {
  async function ask(body: object, host = "localhost") {
    const session = await startSession(app, host);
    return app.inject({
      method: "POST",
      url: "/api/quotes/email",
      payload: body,
      remoteAddress: nextClient(),
      headers: { host, cookie: session.cookie, "x-csrf-token": session.csrfToken },
    });
  }
  const copies = (reference: string) =>
    app.database.rows<{ toAddress: string; text: string; subject: string }>(
      sql`select to_address as "toAddress", text_body as text, subject from outbox_emails
        where kind = 'quote-copy' and subject like ${`%quote ${reference}`} order by id`,
    );

  it("emails the quote to the address it was made for, with the link that opens it on this site", async () => {
    const demo = valid[2]!;
    const response = await ask({ email: "Trade@Example.co.uk", reference: demo.reference.toLowerCase() });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: `We have emailed quote ${demo.reference} to ${DEMO_QUOTE_EMAIL}.`,
    });
    const [copy] = await copies(demo.reference);
    expect(copy!.toAddress).toBe(DEMO_QUOTE_EMAIL);
    expect(copy!.text).toContain(
      `http://localhost/branch-quotation?email=trade%40example.co.uk&quotation_ref=${demo.reference}`,
    );
    expect(copy!.text).toMatch(/each ex VAT/);
  });

  it("sends nothing for a wrong email or reference (404), nor from a host that is not the shop's (403)", async () => {
    const demo = valid[3]!;
    for (const body of [
      { email: "someone.else@example.com", reference: demo.reference },
      { email: DEMO_QUOTE_EMAIL, reference: "ZZ-999999" },
    ]) {
      const response = await ask(body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(QUOTE_NOT_FOUND_MESSAGE);
    }
    expect(
      (await ask({ email: DEMO_QUOTE_EMAIL, reference: demo.reference }, "evil.example")).statusCode,
    ).toBe(403);
    expect(await copies(demo.reference)).toEqual([]);
  });
});

describe("GET /api/account/quotes", () => {
  const users = tradeUsersOn(() => app, "192.0.2");

  it("lists the active trade account's quotes, newest first, with status and expiry, and follows a switch", async () => {
    const sam = await users.signedIn();
    await users.switchTo(sam, "CAR1001");
    const response = await sam.get("/api/account/quotes");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { quotes } = response.json();
    expect(
      quotes.map((quote: { reference: string; status: string }) => [quote.reference, quote.status]),
    ).toEqual([
      ["BT-100001", "valid"],
      ["BT-100002", "expired"],
    ]);
    expect(quotes[0]).toMatchObject({ erp: "bistrack", lineCount: 3, totalExVat: expect.any(Number) });
    await users.switchTo(sam, "CAR2001");
    const switched = (await sam.get("/api/account/quotes")).json().quotes;
    expect(switched.map((quote: { reference: string }) => quote.reference)).toEqual([
      "CT-100001",
      "CT-100002",
    ]);
  });

  it("never shows one customer's quotes to another: Pat's account on the same ERP lists none of Sam's", async () => {
    const pat = await users.signedIn("builder@example.co.uk");
    const response = await pat.get("/api/account/quotes");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quotes: [] });
  });

  it("answers 403 to a user without a trade account and 401 to a visitor", async () => {
    const alex = await users.signedIn("shopper@example.co.uk");
    const refused = await alex.get("/api/account/quotes");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ACCOUNT_QUOTES_TRADE_ONLY);
    expect((await users.visitor().get("/api/account/quotes")).statusCode).toBe(401);
  });
});
