import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("the API's documentation", () => {
  it("serves an OpenAPI 3.1 document listing the routes with their schemas", async () => {
    const response = await app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/session", "/api/preferences/vat", "/api/site"]),
    );
    expect(
      document.paths["/api/preferences/vat"].put.requestBody.content["application/json"].schema,
    ).toMatchObject({
      properties: { vat: { enum: ["INC", "EX"] } },
    });
    expect(document.components.schemas).toHaveProperty("Brand");
    expect(Object.keys(document.paths).some((path) => path.startsWith("/api/docs"))).toBe(false);
  });

  it("leaves the storefront's pages and assets out", async () => {
    const withPages = await buildTestApp({
      config: { webBuildDir: fileURLToPath(new URL("../web-host/test-fixture", import.meta.url)) },
    });
    const document = (await withPages.inject({ url: "/api/openapi.json" })).json();
    await withPages.close();
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    expect(Object.keys(document.paths).filter((path) => !/^\/(api|media)\//.test(path))).toEqual([]);
  });

  it("is browsable at /api/docs", async () => {
    const response = await app.inject({ url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("swagger-ui");
  });
});
