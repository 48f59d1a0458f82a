import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../test/build-test-app.ts";

let app: FastifyInstance;
afterEach(() => app.close());

describe("GET /api/health", () => {
  it("answers 200 with the database up and its driver", async () => {
    app = await buildTestApp();
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: { status: "up", driver: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" },
    });
  });

  it("answers 503 degraded when the database does not answer", async () => {
    app = await buildTestApp();
    await app.database.close();
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "degraded", database: { status: "down" } });
  });
});
