/** Product pictures as a browser asks for them. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { insertCatalogueFixture } from "../catalog/catalogue-fixture.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe("GET /media/products/:id/:n.svg", () => {
  it("answers an SVG titled with the picture's alt text, cacheable for a year, with an ETag", async () => {
    const response = await get("/media/products/1/2.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toMatch(/^<svg [^>]*width="400" height="400"/);
    expect(response.body).toContain("<title>Treated Timber C24 47x100mm 4.8m, view 2</title>");
  });

  it("answers 304 without a body when the browser already has it", async () => {
    const { etag } = (await get("/media/products/1/1.svg")).headers;
    const again = await get("/media/products/1/1.svg", { "if-none-match": String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("draws a thumbnail at the asked width", async () => {
    const response = await get("/media/products/1/1.svg?w=160");
    expect(response.body).toMatch(/^<svg [^>]*width="160" height="160"/);
    expect(response.headers.etag).not.toBe((await get("/media/products/1/1.svg")).headers.etag);
  });

  it("draws the first picture of a product without image rows from its name", async () => {
    const response = await get("/media/products/8/1.svg");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Insulated Plasterboard 40mm</title>");
  });

  it.each(["/media/products/999/1.svg", "/media/products/1/4.svg", "/media/products/8/2.svg"])(
    "answers 404 in the error shape for %s",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("not_found");
      expect(response.headers["cache-control"]).not.toBe("public, max-age=31536000, immutable");
    },
  );

  it.each([
    ["/media/products/abc/1.svg", "id"],
    ["/media/products/1/0.svg", "n"],
    ["/media/products/1/1.svg?w=5", "w"],
  ])("refuses %s naming %s", async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });
});
