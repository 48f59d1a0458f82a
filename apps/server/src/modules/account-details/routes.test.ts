/**
 * GET and PUT /api/account/details (issue 11; spec/1 §2 account pages): the signed-in user's
 * name, phone and company, held to the account-details form's rules (spec/1 §5, decision 120);
 * the email address is shown and never changed here; a visitor gets 401, bad input a 400 naming
 * the field with nothing written, and one user's change touches no one else's row.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let addresses = 0;
const shopper = () => shopperOn(app, { remoteAddress: `10.8.0.${++addresses}` });

let accounts = 0;
/** A new user, signed in on the shopper returned. */
async function signedIn(): Promise<{ who: TestShopper; email: string }> {
  const who = shopper();
  const email = `details.${++accounts}@example.co.uk`;
  const opened = await who.send("POST", "/api/auth/register", {
    name: "Jo Builder",
    email,
    password: "oak beams 4 ever",
  });
  expect(opened.statusCode).toBe(201);
  return { who, email };
}

type Row = { name: string; email: string; phone: string | null; company: string | null };
const stored = async (email: string) =>
  (
    await app.database.rows<Row>(sql`select name, email, phone, company from users where email = ${email}`)
  )[0];

describe("GET /api/account/details", () => {
  it("gives the signed-in user's details, without a phone or company until one is given", async () => {
    const { who, email } = await signedIn();
    const response = await who.get("/api/account/details");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ name: "Jo Builder", email, phone: null, company: null });
  });

  it("answers 401 to a visitor", async () => {
    const response = await shopper().get("/api/account/details");
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("unauthorised");
  });
});

describe("PUT /api/account/details", () => {
  it("saves the name, phone and company as typed without their outer spaces, and the email stays", async () => {
    const { who, email } = await signedIn();
    const saved = await who.send("PUT", "/api/account/details", {
      name: "  Jo Carpenter ",
      phone: " 01234 567890 ",
      company: " Carpenter & Sons Ltd ",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const details = { name: "Jo Carpenter", email, phone: "01234 567890", company: "Carpenter & Sons Ltd" };
    expect(saved.json()).toEqual(details);
    expect(await stored(email)).toEqual(details);
    expect((await who.get("/api/account/details")).json()).toEqual(details);
    // The session shows the new name.
    expect((await who.get("/api/session")).json().user).toEqual({ name: "Jo Carpenter", email });
  });

  it("clears a phone or company sent empty or left out", async () => {
    const { who, email } = await signedIn();
    await who.send("PUT", "/api/account/details", { name: "Jo", phone: "07700 900123", company: "Oak Ltd" });
    const cleared = await who.send("PUT", "/api/account/details", { name: "Jo", phone: "  " });
    expect(cleared.statusCode).toBe(200);
    expect(await stored(email)).toEqual({ name: "Jo", email, phone: null, company: null });
  });

  it.each([
    [{ name: "J" }, { name: "Your name must be at least 2 characters." }],
    [{ name: "   " }, { name: "Please enter your name." }],
    [{}, { name: "Please enter your name." }],
    [{ name: "J".repeat(101) }, { name: "Your name must be at most 100 characters." }],
    [{ name: "Jo\u0000" }, { name: "Must not contain control characters" }],
    [{ name: "Jo", phone: "12345" }, { phone: "Please enter a UK phone number, such as 01234 567890." }],
    [
      { name: "Jo", phone: "+1 202 555 0100" },
      { phone: "Please enter a UK phone number, such as 01234 567890." },
    ],
    [
      { name: "Jo", company: "C".repeat(101) },
      { company: "Your company name must be at most 100 characters." },
    ],
    [{ name: "Jo", phone: 1234567890 }, { phone: "Must be text" }],
  ])("refuses %j with a 400 naming the field, and writes nothing", async (body, fields) => {
    const { who, email } = await signedIn();
    const before = await stored(email);
    const response = await who.send("PUT", "/api/account/details", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "bad_request", fields });
    expect(await stored(email)).toEqual(before);
  });

  it("refuses an email address, or any field the form does not have, and writes nothing", async () => {
    const { who, email } = await signedIn();
    const before = await stored(email);
    const response = await who.send("PUT", "/api/account/details", {
      name: "Jo Builder",
      email: "new@example.co.uk",
    });
    expect(response.statusCode).toBe(400);
    expect(await stored(email)).toEqual(before);
  });

  it("answers 401 to a visitor, and 403 without the session's CSRF token, writing nothing", async () => {
    const visitor = await shopper().send("PUT", "/api/account/details", { name: "Someone" });
    expect(visitor.statusCode).toBe(401);
    const { who, email } = await signedIn();
    const before = await stored(email);
    const forged = await app.inject({
      method: "PUT",
      url: "/api/account/details",
      payload: { name: "Forged Name" },
      headers: { cookie: who.cookie() },
    });
    expect(forged.statusCode).toBe(403);
    expect(await stored(email)).toEqual(before);
  });

  it("changes only the signed-in user's own row", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const before = await stored(first.email);
    expect(
      (await second.who.send("PUT", "/api/account/details", { name: "Sam Second", phone: "020 7946 0958" }))
        .statusCode,
    ).toBe(200);
    expect(await stored(first.email)).toEqual(before);
    expect((await first.who.get("/api/account/details")).json()).toEqual(before);
  });
});
