/**
 * The postcodes.io-compatible geocoder against a small fake service on a real socket, answering
 * in postcodes.io's documented reply shapes (`{ status, result }`, 404 `{ status, error }`);
 * and its failures: a 500, no answer in time, no server, an answer of another shape.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GeocoderUnavailableError } from "./geocoder.ts";
import { createPostcodesIoGeocoder } from "./postcodes-io.ts";

type Handler = (url: URL, response: ServerResponse) => void;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};
const notFound = (response: ServerResponse, error: string) => json(response, 404, { status: 404, error });

const ipswichPostcode = {
  postcode: "IP1 1AA",
  quality: 1,
  eastings: 616000,
  northings: 244600,
  country: "England",
  longitude: 1.1483,
  latitude: 52.0594,
  outcode: "IP1",
  incode: "1AA",
  admin_district: "Ipswich",
  region: "East of England",
};
const ipswichOutcode = {
  outcode: "IP1",
  longitude: 1.1407,
  latitude: 52.0671,
  admin_district: ["Ipswich"],
  country: ["England"],
};
const place = (name: string, localType: string, latitude: number, longitude: number) => ({
  code: `osgb40000000${Math.round(latitude * 1000)}`,
  name_1: name,
  name_1_lang: null,
  name_2: null,
  name_2_lang: null,
  local_type: localType,
  outcode: "NP20",
  county_unitary: null,
  region: "Wales",
  country: "Wales",
  longitude,
  latitude,
});

/** The service as postcodes.io answers it, for the few places these tests ask about. */
const postcodesIo: Handler = (url, response) => {
  const path = decodeURIComponent(url.pathname);
  if (path === "/postcodes/IP1 1AA" || path === "/postcodes/IP11AA")
    return json(response, 200, { status: 200, result: ipswichPostcode });
  if (path === "/postcodes/IP1 9ZZ") return notFound(response, "Postcode not found");
  if (path.startsWith("/postcodes/")) return notFound(response, "Invalid postcode");
  if (path === "/outcodes/IP1") return json(response, 200, { status: 200, result: ipswichOutcode });
  if (path.startsWith("/outcodes/")) return notFound(response, "Outcode not found");
  if (path === "/places") {
    const q = url.searchParams.get("q");
    if (q === "Newport") {
      return json(response, 200, {
        status: 200,
        result: [
          place("Newport", "Hamlet", 52.02, -4.84),
          place("Newport Pagnell", "Town", 52.087, -0.722),
          place("Newport", "City", 51.584, -2.998),
        ],
      });
    }
    return json(response, 200, { status: 200, result: [] });
  }
  if (path === "/postcodes" && url.searchParams.has("lon")) {
    const lat = Number(url.searchParams.get("lat"));
    if (Math.abs(lat - 52.06) < 0.05)
      return json(response, 200, { status: 200, result: [{ ...ipswichPostcode, distance: 12.3 }] });
    return json(response, 200, { status: 200, result: null });
  }
  if (path === "/outcodes" && url.searchParams.has("lon")) {
    const lat = Number(url.searchParams.get("lat"));
    if (lat > 50 && lat < 60)
      return json(response, 200, {
        status: 200,
        result: [{ ...ipswichOutcode, outcode: "IP6", distance: 4000 }],
      });
    return json(response, 200, { status: 200, result: null });
  }
  return notFound(response, "Resource not found");
};

let handler: Handler = postcodesIo;
const requested: string[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const asked = new URL(request.url ?? "/", "http://fake");
    requested.push(`${asked.pathname}${asked.search}`);
    handler(asked, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  handler = postcodesIo;
  requested.length = 0;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const geocoder = () => createPostcodesIoGeocoder({ url: `${url}/`, timeoutMs: 300 });

describe("a postcodes.io-compatible geocoder", () => {
  it("looks a full postcode up, answering its position with the postcode formatted", async () => {
    expect(await geocoder().find("ip1 1aa")).toEqual({
      label: "IP1 1AA",
      postcode: "IP1 1AA",
      lat: 52.0594,
      lng: 1.1483,
    });
    expect(requested).toEqual(["/postcodes/IP1%201AA"]);
  });

  it("places a postcode the service does not know at its district, and knows no postcode of an unknown district", async () => {
    expect(await geocoder().find("IP1 9ZZ")).toEqual({
      label: "IP1 9ZZ",
      postcode: "IP1 9ZZ",
      lat: 52.0671,
      lng: 1.1407,
    });
    expect(requested).toEqual(["/postcodes/IP1%209ZZ", "/outcodes/IP1"]);
    expect(await geocoder().find("ZZ9 9ZZ")).toBeNull();
  });

  it("looks an outward code up", async () => {
    expect(await geocoder().find("ip1")).toEqual({
      label: "IP1",
      postcode: "IP1",
      lat: 52.0671,
      lng: 1.1407,
    });
    expect(await geocoder().find("IP99")).toBeNull();
  });

  it("searches other text as a place name, preferring an exact name and then a city or town to a hamlet", async () => {
    expect(await geocoder().find("Newport")).toEqual({
      label: "Newport",
      postcode: null,
      lat: 51.584,
      lng: -2.998,
    });
    expect(requested).toEqual(["/places?q=Newport&limit=10"]);
    expect(await geocoder().find("Atlantis")).toBeNull();
  });

  it("answers a position with the nearest postcode, or the nearest outward code in open country, or null", async () => {
    expect(await geocoder().reverse(52.06, 1.15)).toEqual({
      label: "IP1 1AA",
      postcode: "IP1 1AA",
      lat: 52.0594,
      lng: 1.1483,
    });
    expect(requested[0]).toBe("/postcodes?lon=1.15&lat=52.06&limit=1&radius=2000");
    requested.length = 0;
    expect(await geocoder().reverse(52.5, 1.0)).toEqual({
      label: "IP6",
      postcode: "IP6",
      lat: 52.0671,
      lng: 1.1407,
    });
    expect(requested).toEqual([
      "/postcodes?lon=1&lat=52.5&limit=1&radius=2000",
      "/outcodes?lon=1&lat=52.5&limit=1&radius=25000",
    ]);
    expect(await geocoder().reverse(45, -30)).toBeNull();
  });

  it("treats a 500 from the service as the service being unavailable, not as no such place", async () => {
    handler = (_url, response) => json(response, 500, { status: 500, error: "Internal server error" });
    await expect(geocoder().find("IP1 1AA")).rejects.toThrow(GeocoderUnavailableError);
    await expect(geocoder().find("IP1 1AA")).rejects.toThrow("answered 500");
    await expect(geocoder().reverse(52.06, 1.15)).rejects.toThrow(GeocoderUnavailableError);
  });

  it("gives up on a service that does not answer within the timeout", async () => {
    handler = () => undefined; // never answers
    const started = performance.now();
    await expect(geocoder().find("Ipswich")).rejects.toThrow("no answer within 300 ms");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("treats no server, and an answer of another shape, as unavailable", async () => {
    await expect(createPostcodesIoGeocoder({ url: "http://127.0.0.1:9" }).find("IP1")).rejects.toThrow(
      GeocoderUnavailableError,
    );
    handler = (_url, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>a proxy's page</html>");
    };
    await expect(geocoder().find("IP1")).rejects.toThrow("not JSON");
    handler = (_url, response) => json(response, 200, { status: 200, result: { lat: "somewhere" } });
    await expect(geocoder().find("IP1")).rejects.toThrow("another shape");
  });
});
