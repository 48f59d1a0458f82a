/** Starting a session the way a browser does, for tests of state-changing API calls. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestAppOptions } from "./build-test-app.ts";

/** `cookie`: what the browser sends back (for a visitor without a session, the `csrf` seed cookie). */
export type TestSession = { cookie: string; csrfToken: string };

export async function startSession(app: FastifyInstance, host = "localhost"): Promise<TestSession> {
  const response = await app.inject({ url: "/api/session", headers: { host } });
  const cookie = response.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  if (!cookie) throw new Error("GET /api/session set no cookie to hold its CSRF token");
  return { cookie, csrfToken: response.json().csrfToken };
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
