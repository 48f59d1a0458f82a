/** Starting a session the way a browser does, for tests of state-changing API calls. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestAppOptions } from "./build-test-app.ts";

export type TestSession = { cookie: string; csrfToken: string };

export async function startSession(app: FastifyInstance): Promise<TestSession> {
  const response = await app.inject({ url: "/api/session" });
  const sid = response.cookies.find((cookie) => cookie.name === "sid");
  if (!sid) throw new Error("GET /api/session set no sid cookie");
  return { cookie: `sid=${sid.value}`, csrfToken: response.json().csrfToken };
}

/** One app for the test file and one shopper's session on it; read them inside tests. */
export function appWithSession(options: TestAppOptions = {}) {
  const shop = {} as { app: FastifyInstance; session: TestSession };
  beforeAll(async () => {
    shop.app = await buildTestApp(options);
    shop.session = await startSession(shop.app);
  });
  afterAll(() => shop.app.close());
  return shop;
}
