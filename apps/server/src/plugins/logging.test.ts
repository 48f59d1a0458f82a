import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("gives every response an x-request-id", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.headers["x-request-id"]).toMatch(UUID);
  });

  it("keeps the caller's id when it is a short plain token", async () => {
    const response = await app.inject({ url: "/api/health", headers: { "x-request-id": "van-app.7f3a-01" } });
    expect(response.headers["x-request-id"]).toBe("van-app.7f3a-01");
  });

  it("replaces an id that could smuggle text into the logs", async () => {
    const response = await app.inject({
      url: "/api/health",
      headers: { "x-request-id": 'x" level=fatal msg="forged' },
    });
    expect(response.headers["x-request-id"]).toMatch(UUID);
  });

  it("echoes the id on errors too", async () => {
    const response = await app.inject({ url: "/api/nowhere", headers: { "x-request-id": "trace-9" } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["x-request-id"]).toBe("trace-9");
  });
});
