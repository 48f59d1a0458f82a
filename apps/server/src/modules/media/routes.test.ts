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

describe("GET /media/products/:id/spin/:frame.svg (decision 158)", () => {
  it("draws the first picture facing at frame 1, narrowed as it turns and mirrored from behind", async () => {
    const facing = await get("/media/products/1/spin/1.svg");
    expect(facing.statusCode).toBe(200);
    expect(facing.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(facing.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(facing.body).toContain("scale(1.000 1)");
    expect(facing.body).toContain("<title>Treated Timber C24 47x100mm 4.8m");
    // 24 frames of 15°: frame 5 has turned 60° (cos 0.5); frame 13 faces away (mirrored).
    expect((await get("/media/products/1/spin/5.svg")).body).toContain("scale(0.500 1)");
    expect((await get("/media/products/1/spin/13.svg")).body).toContain("scale(-1.000 1)");
  });

  it("answers 404 for an unknown product and 400 naming the frame past the last", async () => {
    expect((await get("/media/products/999/spin/1.svg")).statusCode).toBe(404);
    const past = await get("/media/products/1/spin/25.svg");
    expect(past.statusCode).toBe(400);
    expect(Object.keys(past.json().error.fields)).toEqual(["frame"]);
  });
});
