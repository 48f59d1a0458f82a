/**
 * The fuzz suite: every route the API declares (read from the app's OpenAPI document, so a new
 * route is fuzzed without editing this file) gets generated hostile input in its path, query and
 * body, with and without a session and CSRF token, and must answer it without a 5xx. A refusal (4xx)
 * answers in the API's error shape, and a refused state change writes nothing to the database.
 * A failure prints the request and the seed; `FUZZ_SEED=<seed> npx vitest run test/hostile-input.test.ts`
 * replays it (docs/decisions/094-fuzz-suite.md).
 */
import { errorReplySchema } from "@merchant/contract";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./build-test-app.ts";
import { declaredRoutes, type DeclaredRoute } from "./fuzz/declared-routes.ts";
import {
  bodyFor,
  clientAddress,
  hostileText,
  pathSegmentFor,
  percentEncode,
  queryFor,
} from "./fuzz/hostile.ts";
import { startSession, type TestSession } from "./session-cookie.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Requests per route: enough to meet every kind of trouble several times, within seconds. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let app: FastifyInstance;
let routes: DeclaredRoute[];
beforeAll(async () => {
  // Limits off: a 429 would hide what lies behind it.
  app = await buildTestApp({ data: "demo", config: { searchRateLimit: 0, browseRateLimit: 0 } });
  routes = await declaredRoutes(app);
});
afterAll(() => app.close());

/** How a request proves who sends it: a fresh session with its token, someone else's token, or nothing. */
type Credentials = "session" | "wrong-token" | "none";

function credentialHeaders(
  credentials: Exclude<Credentials, "none">,
  session: TestSession,
): Record<string, string> {
  const token = credentials === "session" ? session.csrfToken : "not-the-token";
  return { cookie: session.cookie, "x-csrf-token": token };
}

function describeRequest(request: InjectOptions, answer: { statusCode: number; body: string }): string {
  return [
    `${answer.statusCode} for ${request.method} ${String(request.url)}`,
    `headers: ${JSON.stringify(request.headers)}`,
    request.payload === undefined ? "" : `body: ${String(request.payload).slice(0, 2_000)}`,
    `answer: ${answer.body.slice(0, 500)}`,
    `replay: FUZZ_SEED=${SEED} npx vitest run test/hostile-input.test.ts (apps/server)`,
  ].join("\n");
}

/**
 * The database's transaction counter: a transaction takes an id only when it writes, and this read
 * takes one itself, so two reads one apart mean nothing was written between them.
 */
async function transactionCounter(): Promise<bigint> {
  const [row] = await app.database.rows<{ id: string }>(sql`select txid_current()::text as id`);
  return BigInt(row?.id ?? 0);
}

/**
 * Writes a refusal may make on purpose: a failed login is counted against its address and account
 * (the login throttle, decision 060), so the counting is what a refused login writes.
 */
const REFUSALS_THAT_COUNT = new Set(["POST /api/auth/login", "POST /api/app/login"]);

/**
 * Sends a request and fails the property, naming the request, when the answer is a 5xx, or a 4xx
 * not in the error shape, or a refused state change that wrote to the database.
 */
async function expectRefusedCleanly(route: DeclaredRoute, request: InjectOptions): Promise<void> {
  const before = STATE_CHANGING.has(route.method) ? await transactionCounter() : undefined;
  const answer = await app.inject(request);
  const fault = (what: string) => new Error(`${what}\n${describeRequest(request, answer)}`);
  if (answer.statusCode >= 500) throw fault("a 5xx");
  if (answer.statusCode < 400) return;
  if (request.method !== "HEAD" && !inErrorShape(answer.body))
    throw fault("a refusal outside the error shape");
  if (before === undefined || REFUSALS_THAT_COUNT.has(`${route.method} ${route.path}`)) return;
  if ((await transactionCounter()) !== before + 1n) throw fault("a refused request wrote to the database");
}

function inErrorShape(body: string): boolean {
  try {
    return errorReplySchema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

/** The same, for a path the API does not declare: no 5xx. */
async function expectNo5xx(request: InjectOptions): Promise<void> {
  const answer = await app.inject(request);
  if (answer.statusCode >= 500) throw new Error(describeRequest(request, answer));
}

function urlFor(route: DeclaredRoute, segments: string[], query: string): string {
  let index = 0;
  return route.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? "") + query;
}

function requestsFor(
  route: DeclaredRoute,
): fc.Arbitrary<{ request: InjectOptions; credentials: Credentials }> {
  const changesState = STATE_CHANGING.has(route.method);
  return fc
    .record({
      segments: fc.tuple(...route.params.map((param) => pathSegmentFor(param.schema))),
      query: queryFor(route.query),
      body: changesState
        ? bodyFor(route.body).map((body) => body as typeof body | undefined)
        : fc.constant(undefined),
      credentials: changesState
        ? fc.constantFrom<Credentials>("session", "session", "wrong-token", "none")
        : fc.constant<Credentials>("none"),
      remoteAddress: clientAddress,
    })
    .map(({ segments, query, body, credentials, remoteAddress }) => ({
      credentials,
      request: {
        method: route.method as InjectOptions["method"],
        url: urlFor(route, segments, query),
        remoteAddress,
        headers: body?.contentType ? { "content-type": body.contentType } : {},
        ...(body ? { payload: body.payload } : {}),
      },
    }));
}

describe("hostile input to every declared API route", () => {
  it("finds the API's routes in its OpenAPI document", () => {
    const declared = routes.map((route) => `${route.method} ${route.path}`);
    // A sample the suite must see; all the others are fuzzed just the same.
    expect(declared).toEqual(
      expect.arrayContaining([
        "GET /api/search",
        "GET /api/categories/{slug}/products",
        "GET /api/branches/{id}",
        "POST /api/auth/login",
        "PUT /api/preferences/vat",
        "POST /api/newsletter",
        "GET /media/products/{id}/{n}.svg",
      ]),
    );
  });

  it("sees a write between two reads of the transaction counter, and none between two reads alone", async () => {
    const session = await startSession(app);
    const idle = await transactionCounter();
    expect(await transactionCounter()).toBe(idle + 1n);
    const before = await transactionCounter();
    const subscribed = await app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { name: "Alex", email: "counter@example.co.uk" },
      headers: credentialHeaders("session", session),
    });
    expect(subscribed.statusCode).toBe(200);
    expect(await transactionCounter()).toBeGreaterThan(before + 1n);
  });

  it("answers every route's hostile path, query and body without a 5xx; a refusal in the error shape, writing nothing", async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestsFor(route), async ({ request, credentials }) => {
          // A fresh session for each state change: a logout or login renews the session and its token.
          const proof = credentials === "none" ? {} : credentialHeaders(credentials, await startSession(app));
          const headers = { ...proof, ...(request.headers as Record<string, string>) };
          await expectRefusedCleanly(route, { ...request, headers });
        }),
        { seed: SEED, numRuns: RUNS, verbose: fc.VerbosityLevel.None },
      );
    }
  }, 240_000);

  it("answers hostile paths the API does not declare (its docs, unknown routes) without a 5xx", async () => {
    const prefix = fc.constantFrom(
      "/api/",
      "/api/docs/",
      "/api/docs/static/",
      "/media/",
      "/media/products/",
      "/api/categories/",
    );
    const path = fc.array(
      fc.oneof(
        hostileText.map(percentEncode),
        fc.constantFrom("..", "%00", "%", "%ZZ", "//", "openapi.json"),
      ),
      {
        minLength: 1,
        maxLength: 4,
      },
    );
    await fc.assert(
      fc.asyncProperty(
        prefix,
        path,
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS"),
        clientAddress,
        async (start, segments, method, remoteAddress) => {
          await expectNo5xx({
            method: method as InjectOptions["method"],
            url: start + segments.join("/"),
            remoteAddress,
          });
        },
      ),
      { seed: SEED, numRuns: RUNS * 2 },
    );
  }, 120_000);
});
