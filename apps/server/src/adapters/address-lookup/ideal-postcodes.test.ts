/**
 * The Ideal Postcodes address lookup, through the official client (`@ideal-postcodes/core-node`),
 * against a local server on a real socket that answers with the replies Ideal Postcodes recorded
 * from its live API (`@ideal-postcodes/api-fixtures`): a postcode found, a postcode not found, an
 * address by UDPRN and UMPRN, and the refusals of a bad key, a key out of credit and a key over its
 * daily limit. No request leaves the machine.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { addresses, errors, postcodes, udprn, umprn, type Fixture } from "@ideal-postcodes/api-fixtures";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AddressLookupUnavailableError } from "./address-lookup.ts";
import { createIdealPostcodesAddressLookup, townName } from "./ideal-postcodes.ts";

const VALID_KEY = "ak_valid";
/** Which recorded refusal each of the other keys gets, whatever it asks. */
const REFUSED_KEYS: Record<string, Fixture> = {
  ak_invalid: errors.invalidKey,
  ak_no_balance: errors.balanceDepleted,
  ak_daily_limit: errors.dailyLimitReached,
};

/**
 * E14 4HD as a postcode reply: the fixtures record no postcode with several addresses, so this one
 * is made of the records of their address search (`addresses.success`) that share that postcode,
 * in the postcode reply's recorded envelope.
 */
const westferryCircus = {
  httpStatus: 200,
  body: {
    ...postcodes.success.body,
    result: (addresses.success.body.result.hits as { postcode: string }[]).filter(
      (hit) => hit.postcode === "E14 4HD",
    ),
  },
};

function fixtureFor(key: string | undefined, path: string): Pick<Fixture, "httpStatus" | "body"> {
  if (key !== VALID_KEY) return (key && REFUSED_KEYS[key]) || errors.invalidKey;
  if (path === postcodes.success.url) return postcodes.success;
  if (path === "/v1/postcodes/E144HD") return westferryCircus;
  if (path.startsWith("/v1/postcodes/")) return postcodes.notFound;
  if (path === udprn.success.url) return udprn.success;
  if (path.startsWith("/v1/udprn/")) return udprn.notFound;
  if (path === umprn.success.url) return umprn.success;
  if (path.startsWith("/v1/umprn/")) return umprn.notFound;
  return { httpStatus: 404, body: { code: 4040, message: "Not Found" } };
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const recorded: Handler = (request, response) => {
  const path = new URL(request.url ?? "/", "http://fake").pathname;
  const key = /api_key="([^"]*)"/.exec(request.headers.authorization ?? "")?.[1];
  const fixture = fixtureFor(key, path);
  response.writeHead(fixture.httpStatus, { "content-type": "application/json" });
  response.end(JSON.stringify(fixture.body));
};

let handler: Handler = recorded;
const requested: { path: string; authorization: string | undefined }[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push({ path: request.url ?? "", authorization: request.headers.authorization });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  handler = recorded;
  requested.length = 0;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const lookup = (apiKey = VALID_KEY) =>
  createIdealPostcodesAddressLookup({ apiKey, url: `${url}/`, timeoutMs: 300 });

describe("Ideal Postcodes through its Node client", () => {
  it("answers a postcode with its one address, the town written as a name, keyed by its UDPRN", async () => {
    expect(await lookup().lookup("SW1A 2AA")).toEqual([
      {
        key: "u23747771",
        line1: "Prime Minister & First Lord Of The Treasury",
        line2: "10 Downing Street",
        city: "London",
        county: "London",
        postcode: "SW1A 2AA",
      },
    ]);
    // The key travels in the Authorization header, never in the address.
    expect(requested).toEqual([
      { path: "/v1/postcodes/SW1A2AA", authorization: `IDEALPOSTCODES api_key="${VALID_KEY}"` },
    ]);
  });

  it("answers a postcode of several delivery points with all of them, in the provider's order", async () => {
    const found = await lookup().lookup("E14 4HD");
    expect(found.map((address) => [address.key, address.line1, address.line2])).toEqual([
      ["u28048984", "Concourse Fm", "11 Westferry Circus"],
      ["u50393671", "Context Information Security", "11 Westferry Circus"],
      ["u53671014", "East London Family Court", "11 Westferry Circus"],
      ["u53115486", "K A S Bank N V", "11 Westferry Circus"],
    ]);
    expect(new Set(found.map((address) => `${address.city}|${address.postcode}`))).toEqual(
      new Set(["London|E14 4HD"]),
    );
  });

  it("answers a postcode the provider does not know ('Postcode Not Found') with no addresses", async () => {
    expect(await lookup().lookup("IP1 9ZZ")).toEqual([]);
  });

  it("fetches an address again by its UDPRN, and a flat of a multiple-residence building by its UMPRN", async () => {
    expect(await lookup().address("u23747208")).toEqual({
      key: "u23747208",
      line1: "House Of Commons",
      line2: "Houses Of Parliament",
      city: "London",
      county: "London",
      postcode: "SW1A 0AA",
    });
    expect(await lookup().address("m50906066")).toEqual({
      key: "m50906066",
      line1: "Room 1, Block 1 Arthur Vick",
      line2: "Gibbet Hill Road",
      city: "Coventry",
      county: "West Midlands",
      postcode: "CV4 7AL",
    });
    expect(requested.map((request) => request.path)).toEqual(["/v1/udprn/23747208", "/v1/umprn/50906066"]);
  });

  it("knows no address for a UDPRN the provider does not ('No UDPRN found'), nor for a key not of its making", async () => {
    expect(await lookup().address("u85753460")).toBeNull();
    for (const key of ["a12", "u", "u0123", "23747208", "u23747208x"])
      expect(await lookup().address(key), key).toBeNull();
    expect(requested.map((request) => request.path)).toEqual(["/v1/udprn/85753460"]);
  });

  it.each([
    ["ak_invalid", "answered 401: Invalid Key"],
    ["ak_no_balance", "answered 402: Key balance depleted"],
    ["ak_daily_limit", "answered 402: Lookup Limit Reached"],
  ])(
    "treats the refusal of key %s as the lookup being unavailable, naming the provider's words",
    async (key, words) => {
      const refused = lookup(key);
      await expect(refused.lookup("SW1A 2AA")).rejects.toThrow(AddressLookupUnavailableError);
      await expect(refused.lookup("SW1A 2AA")).rejects.toThrow(words);
      await expect(refused.address("u23747208")).rejects.toThrow(AddressLookupUnavailableError);
      // Its words never carry the key.
      await expect(refused.lookup("SW1A 2AA")).rejects.not.toThrow(key);
    },
  );

  it("treats a 500, no answer in time, no server and a record of another shape as unavailable", async () => {
    handler = (_request, response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ code: 5000, message: "Internal Server Error" }));
    };
    await expect(lookup().lookup("SW1A 2AA")).rejects.toThrow(AddressLookupUnavailableError);

    handler = () => undefined; // never answers
    const started = performance.now();
    await expect(lookup().lookup("SW1A 2AA")).rejects.toThrow(AddressLookupUnavailableError);
    expect(performance.now() - started).toBeLessThan(2_000);

    const nowhere = createIdealPostcodesAddressLookup({
      apiKey: VALID_KEY,
      url: "http://127.0.0.1:9",
      timeoutMs: 300,
    });
    await expect(nowhere.lookup("SW1A 2AA")).rejects.toThrow(AddressLookupUnavailableError);

    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ code: 2000, message: "Success", result: [{ postcode: "SW1A 2AA" }] }));
    };
    await expect(lookup().lookup("SW1A 2AA")).rejects.toThrow("another shape");
  });
});

describe("post towns as the shop writes them", () => {
  it.each([
    ["LONDON", "London"],
    ["STOKE-ON-TRENT", "Stoke-on-Trent"],
    ["NEWCASTLE UPON TYNE", "Newcastle upon Tyne"],
    ["WESTON-SUPER-MARE", "Weston-super-Mare"],
    ["KING'S LYNN", "King's Lynn"],
    ["BURY ST. EDMUNDS", "Bury St. Edmunds"],
  ])("%s → %s", (postTown, name) => {
    expect(townName(postTown)).toBe(name);
  });
});
