import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS, insertDemoUsers } from "../modules/demo/seed/users.ts";
import { buildTestApp } from "../../test/build-test-app.ts";
import { startSession } from "../../test/session-cookie.ts";
import { errorForLog } from "./log-privacy.ts";

const [sam] = DEMO_USERS;
if (!sam) throw new Error("no demo user");
const PASSWORD = "Tr0ub4dor&3-secret";

const lines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    config: { logLevel: "info" },
    prepare: (database) => insertDemoUsers(database.db, "test"),
    logDestination: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => app.close());

async function logIn(email: string) {
  const session = await startSession(app);
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { cookie: session.cookie, "x-csrf-token": session.csrfToken },
    payload: { email, password: PASSWORD },
  });
}

const logText = () => lines.join("");

describe("the log", () => {
  it("carries neither the email nor the password of a failed login", async () => {
    lines.length = 0;
    expect((await logIn(sam.email)).statusCode).toBe(401);
    expect(lines.length).toBeGreaterThan(0);
    expect(logText()).not.toContain(sam.email);
    expect(logText()).not.toContain(PASSWORD);
  });

  it("names a failed query by a digest and the database's code, never by its parameters", async () => {
    await app.database.db.execute(sql`drop table users cascade`);
    lines.length = 0;
    const response = await logIn("pat.jones@example.co.uk");
    expect(response.statusCode).toBe(500);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request failed");
    expect(failure?.err).toMatchObject({
      type: "DrizzleQueryError",
      message: expect.stringMatching(/^Failed query sql:[0-9a-f]{12} \(42P01\)$/),
      database: { code: "42P01" },
    });
    expect(failure?.err.stack).toMatch(/^ {4}at /);
    expect(logText()).not.toContain("pat.jones");
    expect(logText()).not.toContain(PASSWORD);
  });

  it("blots out an email address in a request's URL", async () => {
    lines.length = 0;
    await app.inject({ url: "/api/search?q=pat.jones%40example.co.uk" });
    await app.inject({ url: "/api/search?q=pat.jones@example.co.uk" });
    expect(logText()).toContain("[email]");
    expect(logText()).not.toContain("pat.jones");
  });

  it("cuts a megabyte URL to its first 2,000 characters, and answers it at once", async () => {
    lines.length = 0;
    const started = performance.now();
    const response = await app.inject({ url: `/api/search?q=${"a".repeat(1_000_000)}` });
    expect(response.statusCode).toBe(400);
    // Blotting a megabyte without delimiters took seconds; a cut one takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1_000);
    const line = lines.map((text) => JSON.parse(text)).find((entry) => entry.status === 400);
    expect(line?.msg).toMatch(/^GET \/api\/search\?q=a{1986}… 400$/);
  });
});

describe("errors written to the log", () => {
  it("keep their message and stack with email addresses blotted out, and no other property", () => {
    const error = Object.assign(
      new Error("no account for pat@example.co.uk", { cause: new Error("sam@x.co.uk") }),
      {
        params: ["pat@example.co.uk", PASSWORD],
        code: "E_SOMETHING",
      },
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain("example.co.uk");
    expect(logged).not.toContain("sam@x");
    expect(logged).not.toContain(PASSWORD);
    expect(errorForLog(error)).toMatchObject({
      type: "Error",
      message: "no account for [email]",
      code: "E_SOMETHING",
      cause: { message: "[email]" },
    });
  });
});
