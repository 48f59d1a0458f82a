/**
 * Finding branches by place (store selector and finder, spec/2 §5, §9) and by name (branch-name
 * search, spec/1 §3–§5), through the API, over the demo branches of every brand.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { BranchDetail, BranchNameSearch, BranchSummary, NearbyBranches } from "@merchant/contract";
import {
  BRANCH_SEARCH_INVALID_PHRASE_MESSAGE,
  distanceMiles,
  FIND_STORE_EMPTY_MESSAGE,
  POSTCODE_CALL_FAILED_MESSAGE,
  STORE_LOOKUP_FAILED_MESSAGE,
} from "@merchant/domain/branches";
import type { Database } from "../../db/client.ts";

let app: FastifyInstance;
let details: BranchDetail[];
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  const summaries: BranchSummary[] = (await app.inject({ url: "/api/branches" })).json().branches;
  details = await Promise.all(
    summaries.map(
      async (summary) => (await app.inject({ url: `/api/branches/${summary.id}` })).json().branch,
    ),
  );
});
afterAll(() => app.close());

const nearby = async (query: string): Promise<NearbyBranches> => {
  const response = await app.inject({ url: `/api/branches/nearby?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const refusal = async (url: string, status = 400) => {
  const response = await app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json().error as { code: string; message: string; fields?: Record<string, string> };
};
const ids = (reply: NearbyBranches) => reply.branches.map((branch) => branch.id);
const active = () => details.find((branch) => branch.basketEcommerceActive)!;
const inactive = () => details.find((branch) => !branch.basketEcommerceActive)!;
const at = (branch: { lat: number; lng: number }, north = 0) => `lat=${branch.lat + north}&lng=${branch.lng}`;

/** What the rules say the answer should be, worked out here from the branches' details. */
function expectedFrom(origin: { lat: number; lng: number }) {
  return details
    .map((branch) => ({ branch, miles: distanceMiles(origin, branch) }))
    .sort((a, b) => a.miles - b.miles || a.branch.id - b.branch.id);
}

describe("GET /api/branches/nearby", () => {
  it("lists every brand's branches closest first from a position, with distance to one decimal", async () => {
    const branch = active();
    const reply = await nearby(at(branch, 0.01));
    const expected = expectedFrom({ lat: branch.lat + 0.01, lng: branch.lng });
    expect(ids(reply)).toEqual(expected.map(({ branch: b }) => b.id));
    expect(reply.branches.map((b) => b.distanceMiles)).toEqual(
      expected.map(({ miles }) => Math.round(miles * 10) / 10),
    );
    expect(reply.branches[0]).toMatchObject({
      id: branch.id,
      distanceMiles: 0.7,
      lat: branch.lat,
      lng: branch.lng,
    });
    expect(reply.branches[0]!.openingTimes).toEqual(branch.openingTimes);
    expect(reply.branches.every((b) => b.availability === null)).toBe(true);
    expect(reply.features).toContain("Showroom");
  });

  it("names a position's origin by its postcode district, keeping the position itself", async () => {
    const branch = active();
    const { origin } = await nearby(at(branch));
    expect(origin).toMatchObject({ lat: branch.lat, lng: branch.lng });
    expect(origin.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]?$/);
    expect(origin.label).toBe(origin.postcode);
    const atSea = await nearby("lat=45&lng=-30");
    expect(atSea.origin).toEqual({ label: "45.0000, -30.0000", postcode: null, lat: 45, lng: -30 });
  });

  it("starts from a postcode typed any way, an outward code, or a town, closest first", async () => {
    const branch = details.find((b) => b.name === "Sudbury") ?? active();
    const compact = branch.postcode.replace(/\s/g, "").toLowerCase();
    const byPostcode = await nearby(`near=${compact}`);
    expect(byPostcode.origin).toMatchObject({ label: branch.postcode, postcode: branch.postcode });
    expect(byPostcode.branches[0]!.id).toBe(branch.id);
    expect(byPostcode.branches[0]!.distanceMiles).toBeLessThan(10);
    expect(ids(byPostcode)).toEqual(expectedFrom(byPostcode.origin).map(({ branch: b }) => b.id));

    const outcode = branch.postcode.split(" ")[0]!;
    expect((await nearby(`near=${outcode}`)).origin).toMatchObject({ label: outcode, postcode: outcode });
    const byTown = await nearby(`near=${encodeURIComponent(branch.name.toUpperCase())}`);
    expect(byTown.origin).toMatchObject({ label: branch.name, postcode: null });
    expect(byTown.branches[0]!.id).toBe(branch.id);
  });

  it("flags the first branch within its delivery radius as nearest, and no other (spec/2 §9)", async () => {
    const branch = active();
    const reply = await nearby(at(branch, 0.01));
    expect(reply.branches.filter((b) => b.nearest).map((b) => b.id)).toEqual([branch.id]);
    // Standing exactly at a branch: a distance of 0 makes no branch nearest by the spec's rule.
    const onTheSpot = await nearby(at(branch));
    const first = onTheSpot.branches.find((b) => b.distanceMiles > 0 && b.distanceMiles < b.maxDeliveryMiles);
    expect(onTheSpot.branches.filter((b) => b.nearest).map((b) => b.id)).toEqual(first ? [first.id] : []);
    // Far from every branch (Lerwick): none is within reach, none is nearest, none delivers.
    const shetland = await nearby("near=ZE1%200AA");
    expect(shetland.branches.some((b) => b.nearest || b.delivers)).toBe(false);
  });

  it("says which branches deliver there: within their radius and taking web baskets", async () => {
    const closed = inactive();
    const reply = await nearby(at(closed, 0.01));
    for (const b of reply.branches)
      expect(b.delivers, b.name).toBe(
        b.basketEcommerceActive && b.distanceMiles <= b.maxDeliveryMiles + 0.05,
      );
    expect(reply.branches.find((b) => b.id === closed.id)).toMatchObject({
      delivers: false,
      distanceMiles: 0.7,
    });

    const delivering = await nearby(`${at(closed, 0.01)}&delivering=true`);
    expect(ids(delivering)).toEqual(reply.branches.filter((b) => b.delivers).map((b) => b.id));
    expect(ids(delivering)).not.toContain(closed.id);
    const open = active();
    expect(ids(await nearby(`${at(open, 0.01)}&delivering=true`))[0]).toBe(open.id);
    expect((await nearby("near=ZE1&delivering=true")).branches).toEqual([]);
    expect(ids(await nearby(`${at(closed, 0.01)}&delivering=false`))).toEqual(ids(reply));
  });

  it("keeps to one brand, to branches with at least one ticked feature, and to the limit", async () => {
    const origin = at(active());
    const all = await nearby(origin);
    const hb = await nearby(`${origin}&brand=HB`);
    expect(ids(hb)).toEqual(all.branches.filter((b) => b.brand.code === "HB").map((b) => b.id));
    const ticked = await nearby(`${origin}&feature=showroom&feature=Landscaping%20Yard`);
    expect(ids(ticked)).toEqual(
      all.branches
        .filter((b) => b.features.includes("Showroom") || b.features.includes("Landscaping Yard"))
        .map((b) => b.id),
    );
    expect(ids(ticked).length).toBeLessThan(all.branches.length);
    expect(ids(await nearby(`${origin}&limit=3`))).toEqual(ids(all).slice(0, 3));
  });

  it("adds each branch's stock of a product from branch_stock", async () => {
    const database = (app as unknown as { database: Database }).database;
    const [product] = await database.rows<{
      productId: number;
    }>(sql`select product_id as "productId" from branch_stock
      group by product_id having min(qty) = 0 and max(qty) > 0 order by product_id limit 1`);
    const stock = await database.rows<{
      branchId: number;
      qty: number;
    }>(sql`select branch_id as "branchId", qty
      from branch_stock where product_id = ${product!.productId}`);
    const reply = await nearby(`${at(active())}&productId=${product!.productId}`);
    for (const branch of reply.branches) {
      const qty = stock.find((row) => row.branchId === branch.id)?.qty ?? 0;
      expect(branch.availability, branch.name).toEqual({ inStock: qty > 0, quantity: qty });
    }
    expect(reply.branches.some((b) => b.availability?.inStock === false)).toBe(true);
    expect(reply.branches.some((b) => b.availability?.inStock === true)).toBe(true);
  });

  it("answers 404 for a product that does not exist", async () => {
    expect(await refusal(`/api/branches/nearby?${at(active())}&productId=99999999`, 404)).toEqual({
      code: "not_found",
      message: "No product with id 99999999",
    });
  });

  it("answers 404 with the store lookup message for a place it cannot locate", async () => {
    for (const near of ["Atlantis", "QQ1%201AA"]) {
      expect(await refusal(`/api/branches/nearby?near=${near}`, 404)).toEqual({
        code: "not_found",
        message: STORE_LOOKUP_FAILED_MESSAGE,
      });
    }
  });

  it("refuses a search with no place, or half a position, naming the field", async () => {
    expect(await refusal("/api/branches/nearby")).toEqual({
      code: "bad_request",
      message: FIND_STORE_EMPTY_MESSAGE,
      fields: { near: FIND_STORE_EMPTY_MESSAGE },
    });
    expect((await refusal("/api/branches/nearby?near=%20%20")).fields).toEqual({
      near: FIND_STORE_EMPTY_MESSAGE,
    });
    expect((await refusal("/api/branches/nearby?lat=52")).fields).toEqual({ lng: "Is required with lat" });
    expect((await refusal("/api/branches/nearby?lng=1")).fields).toEqual({ lat: "Is required with lng" });
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["near=IP1%00", "near"],
      [`near=${"a".repeat(101)}`, "near"],
      ["lat=91&lng=1", "lat"],
      ["lat=52&lng=-181", "lng"],
      ["near=IP1&limit=2147483648", "limit"],
      ["near=IP1&limit=0", "limit"],
      ["near=IP1&limit=101", "limit"],
      ["near=IP1&productId=2147483648", "productId"],
      ["near=IP1&productId=1.5", "productId"],
      ["near=IP1&delivering=yes", "delivering"],
      ["near=IP1&brand=XX", "brand"],
      ["near=IP1&feature=Helipad", "feature"],
    ];
    for (const [query, field] of cases) {
      const error = await refusal(`/api/branches/nearby?${query}`);
      expect(Object.keys(error.fields ?? {}), query).toEqual([field]);
    }
  });
});

describe("GET /api/branches/nearby with a postcodes.io-compatible geocoder that is down", () => {
  it("answers 503 with the store call's failure message for a typed place, and still ranks by a position", async () => {
    const down = createServer((_request, response) => {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<html>Bad gateway</html>");
    });
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    const withService = await buildTestApp({
      config: { geocoderUrl: `http://127.0.0.1:${(down.address() as AddressInfo).port}` },
    });
    try {
      const typed = await withService.inject({ url: "/api/branches/nearby?near=IP1%201AA" });
      expect(typed.statusCode).toBe(503);
      expect(typed.json()).toEqual({ error: { code: "unavailable", message: POSTCODE_CALL_FAILED_MESSAGE } });
      // A position ranks branches without the service: it is not asked to name every searched position.
      const position = await withService.inject({ url: "/api/branches/nearby?lat=52.06&lng=1.15" });
      expect(position.statusCode).toBe(200);
      expect(position.json().origin).toEqual({
        label: "52.0600, 1.1500",
        postcode: null,
        lat: 52.06,
        lng: 1.15,
      });
    } finally {
      await withService.close();
      await new Promise((resolve) => down.close(resolve));
    }
  });
});

describe("GET /api/branches/name-search (spec/1 §3–§5)", () => {
  const search = async (q: string): Promise<BranchNameSearch> => {
    const response = await app.inject({ url: `/api/branches/name-search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("finds branches by part of their name, full name, town or postcode, with their code and id", async () => {
    const branch = active();
    const byName = await search(branch.name.slice(0, 4).toLowerCase());
    expect(byName.results).toContainEqual({
      id: branch.id,
      code: branch.code,
      name: branch.name,
      fullName: branch.fullName,
      postcode: branch.postcode,
    });
    expect(byName.suggestions).toEqual([]);
    expect((await search(branch.fullName.toUpperCase())).results.map((r) => r.id)).toEqual([branch.id]);
    expect((await search(branch.postcode.replace(" ", "").toLowerCase())).results.map((r) => r.id)).toEqual([
      branch.id,
    ]);
    expect((await search(branch.address[2]!)).results.map((r) => r.id)).toContain(branch.id);
  });

  it("lists the matches in name order", async () => {
    const brand = active().brand;
    const { results } = await search(brand.name);
    const expected = details.filter((b) => b.brand.code === brand.code).map((b) => b.name);
    expect(results.map((r) => r.name)).toEqual(expected.toSorted((a, b) => a.localeCompare(b)));
  });

  it("suggests branch names close to a phrase that matches none, and a suggestion finds its branch", async () => {
    const branch = details.find((b) => b.name.length >= 6 && !b.name.includes(" "))!;
    const name = branch.name;
    const misspelt = name.slice(0, 2) + name[3] + name[2] + name.slice(4); // two letters swapped
    const answer = await search(misspelt);
    expect(answer.results).toEqual([]);
    expect(answer.suggestions).toContain(name);
    expect(answer.suggestions.length).toBeLessThanOrEqual(5);
    expect((await search(answer.suggestions[0]!)).results.length).toBeGreaterThan(0);
  });

  it("answers no results and no suggestions for a phrase like no branch", async () => {
    expect(await search("Zzyzx Qwerty")).toEqual({ results: [], suggestions: [] });
  });

  it("refuses a phrase under 3 characters, an invalid phrase, a control character or 101 characters, naming q", async () => {
    const field = async (q: string) =>
      (await refusal(`/api/branches/name-search?q=${encodeURIComponent(q)}`)).fields;
    expect(await field("ab")).toEqual({ q: "Must be at least 3 characters" });
    expect(await field("<script>")).toEqual({ q: BRANCH_SEARCH_INVALID_PHRASE_MESSAGE });
    expect(await field("abc\u0000")).toEqual({ q: "Must not contain control characters" });
    expect(await field("a".repeat(101))).toEqual({ q: "Must be at most 100 characters" });
    expect((await refusal("/api/branches/name-search")).fields).toEqual({ q: "Is required" });
  });
});
