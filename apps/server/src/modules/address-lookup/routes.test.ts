/**
 * Address lookup by postcode as the checkout's address popup calls it (spec/1 §2, §3, §5, §7
 * /brochure/lookupAddress and /brochure/populateAddress, §8; decision 123), on the demo data's
 * addresses: a list to choose from (select), the one address (single), 'invalid postcode' for a
 * postcode that is not one or is not known (error), an address again by its key, 'address matching
 * failed' for a key of no address; bad input a 400 naming the field, with nothing written; a
 * guest may look up (the checkout is open to guests) but only with the session's CSRF token; one
 * client is held to the configured number a minute; a lookup service that is down is a 503; and
 * with IDEAL_POSTCODES_API_KEY set the answers are Ideal Postcodes'.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { postcodes } from "@ideal-postcodes/api-fixtures";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressesMatchingHouse } from "@merchant/domain/address";
import { DEMO_STREET_POSTCODES } from "../demo/seed/postcode-addresses.ts";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { startSession } from "../../../test/session-cookie.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

/** Each call comes from an address of its own, so the per-client limit counts only where a test means it to. */
let client = 0;
const nextClient = () => `198.51.100.${++client}`;

type CallOptions = { remoteAddress?: string; csrf?: boolean; on?: FastifyInstance };

async function call(path: "lookup" | "populate", payload: unknown, options: CallOptions = {}) {
  const { remoteAddress = nextClient(), csrf = true, on = app } = options;
  const session = await startSession(on);
  return on.inject({
    method: "POST",
    url: `/api/address/${path}`,
    payload: payload as object,
    remoteAddress,
    headers: { cookie: session.cookie, ...(csrf ? { "x-csrf-token": session.csrfToken } : {}) },
  });
}
const lookUp = (postcode: unknown, options?: CallOptions) => call("lookup", { postcode }, options);
const populate = (key: unknown, options?: CallOptions) => call("populate", { key }, options);

const addressCount = async () =>
  (await app.database.rows<{ count: number }>(sql`select count(*)::int as count from postcode_addresses`))[0]!
    .count;

type Branch = { postcode: string; address1: string; address2: string; town: string; county: string };
let branch: Branch;
beforeAll(async () => {
  const [first] = await app.database.rows<Branch>(
    sql`select postcode, address1, address2, address3 as town, address4 as county from branches order by id limit 1`,
  );
  branch = first!;
});

describe("POST /api/address/lookup (spec/1 §3, §7 lookupAddress)", () => {
  it("offers the addresses of a postcode with several to choose from (select), each with a key and a one-line label", async () => {
    const response = await lookUp(branch.postcode);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ state: "select", key: "", message: "" });
    expect(reply.address).toBeUndefined();
    expect(reply.list.length).toBeGreaterThanOrEqual(4);
    // The branch's own unit is among its estate's, read as a label: lines and town.
    expect(reply.list.map((choice: { label: string }) => choice.label)).toContain(
      `${branch.address1}, ${branch.address2}, ${branch.town}`,
    );
    expect(new Set(reply.list.map((choice: { key: string }) => choice.key)).size).toBe(reply.list.length);
  });

  it("reads the postcode however it is typed: lower case, without its space, with spaces around", async () => {
    const typed = (await lookUp("IP4 2BX")).json();
    expect(typed.state).toBe("select");
    for (const variant of ["ip42bx", "  ip4 2bx  ", "Ip4   2Bx"])
      expect((await lookUp(variant)).json(), variant).toEqual(typed);
  });

  it("answers a postcode of one address (single) with its key and the address itself, so the popup fills at once", async () => {
    const response = await lookUp("KW1 4YT");
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toEqual({
      state: "single",
      list: [{ key: reply.key, label: "Hillhead Farm, Stirkoke, Wick" }],
      key: reply.key,
      message: "",
      address: {
        InternalLine1: "Hillhead Farm",
        InternalLine2: "Stirkoke",
        City: "Wick",
        Province: "Caithness",
        PostCode: "KW1 4YT",
      },
    });
    expect(reply.key).not.toBe("");
  });

  it("answers a postcode it does not know, and text that is no postcode, with 'invalid postcode' (error)", async () => {
    for (const typed of ["IP1 9ZZ", "ZZ9 9ZZ", "HELLO", "12345"]) {
      const response = await lookUp(typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json(), typed).toEqual({
        state: "error",
        list: [],
        key: "",
        message: "invalid postcode",
      });
    }
  });

  it.each([
    ["two characters", "IP", "Must be more than 2 characters"],
    ["two characters and spaces", " I P ", "Must be more than 2 characters"],
    ["nothing", "", "Must be more than 2 characters"],
    ["a number", 4, "Is required"],
    ["too long", "IP1 1AA IP1 1AA IP1", "Must be at most 16 characters"],
    ["a control character", "IP1\u00001AA", "Must not contain control characters"],
  ])("refuses %s with a 400 naming postcode, writing nothing", async (_case, postcode, problem) => {
    const before = await addressCount();
    const response = await lookUp(postcode);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "bad_request", fields: { postcode: problem } });
    expect(await addressCount()).toBe(before);
  });

  it("refuses a body without a postcode, or with other fields, with a 400", async () => {
    const missing = await call("lookup", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ postcode: "Is required" });
    const extra = await call("lookup", { postcode: "IP4 2BX", admin: true });
    expect(extra.statusCode).toBe(400);
  });

  it("takes a guest's lookup only with the session's CSRF token", async () => {
    const response = await lookUp("IP4 2BX", { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("csrf");
  });
});

type Row = { key: string; line1: string; line2: string; city: string; county: string; postcode: string };

/** The demo's addresses at the typed streets' postcodes, as the lookup keys them. */
const streetAddresses = async (): Promise<Row[]> =>
  app.database.rows<Row>(sql`select 'a' || id as key, line1, line2, city, county, postcode
    from postcode_addresses where postcode in (${sql.join(
      DEMO_STREET_POSTCODES.map((place) => sql`${place.postcode}`),
      sql`, `,
    )}) order by id`);

/** A house, as a shopper would type it, that stands for one address of its postcode or for several. */
async function houseThatMatches(how: "one" | "several"): Promise<{ house: string; at: Row[] }> {
  const rows = await streetAddresses();
  for (const row of rows) {
    const neighbours = rows.filter((other) => other.postcode === row.postcode);
    const typed =
      how === "one"
        ? [/^\d+\w?/.exec(row.line1)?.[0], row.line1.split(",")[0]]
        : [
            row.line2,
            row.line1
              .replace(/^\d+\w?\s+/, "")
              .split(",")
              .at(-1)
              ?.trim(),
          ];
    for (const house of typed) {
      if (!house) continue;
      const at = addressesMatchingHouse(house, neighbours);
      if ((how === "one" && at.length === 1) || (how === "several" && at.length > 1)) return { house, at };
    }
  }
  throw new Error(`The demo's streets have no house that matches ${how}`);
}

describe("POST /api/address/lookup with a house number or name (spec/1 §3 LookupNumber, lookup mode)", () => {
  const lookUpHouse = (postcode: unknown, number: unknown) => call("lookup", { postcode, number });

  it("answers the one address at the postcode that holds the house (single), with its key and the address", async () => {
    const { house, at } = await houseThatMatches("one");
    const [found] = at;
    const response = await lookUpHouse(found!.postcode.toLowerCase().replace(" ", ""), ` ${house} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      state: "single",
      list: [
        { key: found!.key, label: [found!.line1, found!.line2, found!.city].filter(Boolean).join(", ") },
      ],
      key: found!.key,
      message: "",
      address: {
        InternalLine1: found!.line1,
        InternalLine2: found!.line2,
        City: found!.city,
        Province: found!.county,
        PostCode: found!.postcode,
      },
    });
  });

  it("offers the addresses the house fits when it fits several (select), and only those", async () => {
    const { house, at } = await houseThatMatches("several");
    const response = await lookUpHouse(at[0]!.postcode, house);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ state: "select", key: "", message: "" });
    expect(reply.list.map((choice: { key: string }) => choice.key)).toEqual(at.map((row) => row.key));
    const all = (await lookUp(at[0]!.postcode)).json().list;
    expect(reply.list.length).toBeLessThanOrEqual(all.length);
  });

  it("answers a house the postcode does not hold with no choices and 'address matching failed'", async () => {
    const response = await lookUpHouse("IP4 2BX", "Nowhere Mansions 9999");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      state: "select",
      list: [],
      key: "",
      message: "address matching failed",
    });
  });

  it("answers a postcode it does not know with 'invalid postcode' (error), house or not", async () => {
    const response = await lookUpHouse("IP1 9ZZ", "14");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: "error", list: [], key: "", message: "invalid postcode" });
  });

  it.each([
    ["blank", "   ", "Must not be blank"],
    ["not text", 14, "Must be text"],
    ["too long", "1".repeat(61), "Must be at most 60 characters"],
    ["a control character", "14\u0000", "Must not contain control characters"],
  ])(
    "refuses a house number that is %s with a 400 naming number, writing nothing",
    async (_case, number, problem) => {
      const before = await addressCount();
      const response = await lookUpHouse("IP4 2BX", number);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: "bad_request", fields: { number: problem } });
      expect(await addressCount()).toBe(before);
    },
  );

  it("takes a guest's lookup by house only with the session's CSRF token", async () => {
    const response = await call("lookup", { postcode: "IP4 2BX", number: "1" }, { csrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /api/address/populate (spec/1 §3, §7 populateAddress)", () => {
  it("answers a key from a lookup with its address (success), as the lookup listed it", async () => {
    const listed = (await lookUp("IP4 2BX")).json();
    const chosen = listed.list[1];
    const response = await populate(chosen.key);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ state: "success", message: "" });
    expect(reply.address).toMatchObject({ City: "Ipswich", Province: "Suffolk", PostCode: "IP4 2BX" });
    const { InternalLine1, InternalLine2, City } = reply.address;
    expect([InternalLine1, InternalLine2, City].filter(Boolean).join(", ")).toBe(chosen.label);
  });

  it("answers a well-formed key of no address with 404 'address matching failed' naming key", async () => {
    for (const key of ["a999999", "u23747771", "zzz"]) {
      const response = await populate(key);
      expect(response.statusCode, key).toBe(404);
      expect(response.json().error, key).toEqual({
        code: "not_found",
        message: "address matching failed",
        fields: { key: "address matching failed" },
      });
    }
  });

  it.each([
    ["nothing", "", "Must be a key from an address lookup"],
    ["a path", "../a1", "Must be a key from an address lookup"],
    ["a number", 12, "Is required"],
    ["too long", `a${"1".repeat(40)}`, "Must be at most 40 characters"],
  ])("refuses %s as a key with a 400 naming key", async (_case, key, problem) => {
    const response = await populate(key);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "bad_request", fields: { key: problem } });
  });
});

describe("the address lookup's limit per client", () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ data: "demo", config: { addressLookupRateLimit: 3 } });
  });
  afterAll(() => limited.close());

  it("answers 429 past ADDRESS_LOOKUP_RATE_LIMIT lookups a minute from one client, and not another client", async () => {
    const remoteAddress = nextClient();
    for (let i = 0; i < 3; i++)
      expect((await lookUp("IP4 2BX", { on: limited, remoteAddress })).statusCode).toBe(200);
    const refused = await lookUp("IP4 2BX", { on: limited, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect((await lookUp("IP4 2BX", { on: limited })).statusCode).toBe(200);
  });

  it("holds populate to the same number", async () => {
    const key = (await lookUp("KW1 4YT", { on: limited })).json().key;
    const remoteAddress = nextClient();
    for (let i = 0; i < 3; i++)
      expect((await populate(key, { on: limited, remoteAddress })).statusCode).toBe(200);
    expect((await populate(key, { on: limited, remoteAddress })).statusCode).toBe(429);
  });
});

describe("the address lookup through Ideal Postcodes (IDEAL_POSTCODES_API_KEY)", () => {
  let provider: Server;
  let ideal: FastifyInstance;
  let down: FastifyInstance;
  beforeAll(async () => {
    // Ideal Postcodes' recorded reply for SW1A 2AA; any other postcode its recorded 'not found'.
    provider = createServer((request, response) => {
      const fixture = request.url?.startsWith(postcodes.success.url) ? postcodes.success : postcodes.notFound;
      response.writeHead(fixture.httpStatus, { "content-type": "application/json" });
      response.end(JSON.stringify(fixture.body));
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const idealPostcodesUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    ideal = await buildTestApp({
      data: "demo",
      config: { idealPostcodesApiKey: "ak_test", idealPostcodesUrl },
    });
    // Nothing listens on port 9 (discard): the provider cannot be reached.
    down = await buildTestApp({
      config: { idealPostcodesApiKey: "ak_test", idealPostcodesUrl: "http://127.0.0.1:9" },
    });
  });
  afterAll(async () => {
    await Promise.all([ideal.close(), down.close()]);
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
  });

  it("answers with the provider's addresses, not the demo data's", async () => {
    const reply = (await lookUp("SW1A 2AA", { on: ideal })).json();
    expect(reply).toMatchObject({
      state: "single",
      key: "u23747771",
      address: {
        InternalLine1: "Prime Minister & First Lord Of The Treasury",
        InternalLine2: "10 Downing Street",
        City: "London",
        Province: "London",
        PostCode: "SW1A 2AA",
      },
    });
    expect((await lookUp("KW1 4YT", { on: ideal })).json()).toMatchObject({
      state: "error",
      message: "invalid postcode",
    });
  });

  it("answers 503 (not 404, not 500) when the provider cannot be reached", async () => {
    const response = await lookUp("SW1A 2AA", { on: down });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      code: "unavailable",
      message: "The address lookup is not answering just now. Please enter the address yourself.",
    });
  });
});
