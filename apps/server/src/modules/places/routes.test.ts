/**
 * The places API: a typed postcode, outward code or town as a position, and a position as its
 * postcode (use my location); with the shipped table, and with a postcodes.io-compatible
 * service that fails.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { Place } from "@merchant/contract";
import { distanceMiles } from "@merchant/domain/branches";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url });
const placeOf = async (url: string): Promise<Place> => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().place;
};

describe("GET /api/places", () => {
  it("reads a full postcode, however typed, as its district's position with the postcode formatted", async () => {
    const place = await placeOf("/api/places?q=ip11aa");
    expect(place).toMatchObject({ label: "IP1 1AA", postcode: "IP1 1AA" });
    expect(distanceMiles(place, { lat: 52.057, lng: 1.148 })).toBeLessThan(3);
    expect(await placeOf(`/api/places?q=${encodeURIComponent(" IP1 1AA ")}`)).toEqual(place);
  });

  it("reads an outward code, and a town by name", async () => {
    expect(await placeOf("/api/places?q=co4")).toMatchObject({ label: "CO4", postcode: "CO4" });
    const town = await placeOf("/api/places?q=bury%20st.%20edmunds");
    expect(town).toMatchObject({ label: "Bury St Edmunds", postcode: null });
    expect(distanceMiles(town, { lat: 52.246, lng: 0.711 })).toBeLessThan(1);
  });

  it("answers 404 'No results found' for a place it does not know", async () => {
    const response = await get("/api/places?q=Atlantis");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "No results found" } });
  });

  it("refuses a missing, blank, over-long or control-character q, naming q", async () => {
    for (const [query, problem] of [
      ["", "Is required"],
      ["q=", "Is required"],
      ["q=%20%20", "Is required"],
      [`q=${"a".repeat(101)}`, "Must be at most 100 characters"],
      ["q=IP1%00", "Must not contain control characters"],
    ] as const) {
      const response = await get(`/api/places?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toEqual({ q: problem });
    }
  });
});

describe("GET /api/places/reverse", () => {
  it("answers the postcode district of a position, named by its outward code", async () => {
    const place = await placeOf("/api/places/reverse?lat=52.0594&lng=1.1483");
    expect(place.postcode).toMatch(/^IP\d$/);
    expect(place.label).toBe(place.postcode);
    expect(distanceMiles(place, { lat: 52.0594, lng: 1.1483 })).toBeLessThan(5);
  });

  it("answers 404 for a position nowhere near the UK", async () => {
    const response = await get("/api/places/reverse?lat=45&lng=-30");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: "not_found", message: "No results found" });
  });

  it("refuses a latitude past 90, a longitude past 180, text, or a missing half, naming the field", async () => {
    for (const [query, field] of [
      ["lat=91&lng=1", "lat"],
      ["lat=52&lng=181", "lng"],
      ["lat=north&lng=1", "lat"],
      ["lat=52", "lng"],
      ["lng=1", "lat"],
    ] as const) {
      const response = await get(`/api/places/reverse?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toEqual([field]);
    }
  });
});

describe("with a postcodes.io-compatible service that fails", () => {
  let failing: Server;
  let withService: FastifyInstance;
  beforeAll(async () => {
    failing = createServer((_request, response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ status: 500, error: "Internal server error" }));
    });
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    const geocoderUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    withService = await buildTestApp({ config: { geocoderUrl } });
  });
  afterAll(async () => {
    await withService.close();
    await new Promise((resolve) => failing.close(resolve));
  });

  it("answers 503 (not 404, not 500) naming the geocoder's failure", async () => {
    for (const url of [
      "/api/places?q=IP1%201AA",
      "/api/places?q=Ipswich",
      "/api/places/reverse?lat=52&lng=1",
    ]) {
      const response = await withService.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json(), url).toEqual({
        error: { code: "unavailable", message: "Geocoder failed due to: UNAVAILABLE" },
      });
    }
  });
});
