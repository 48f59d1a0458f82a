import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { ANONYMOUS_LIFETIME_MS, SIGNED_IN_LIFETIME_MS, createSessionService } from "./service.ts";
import { createSessionStore } from "./store.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let app: FastifyInstance;
let clock: Date;
let sessions: ReturnType<typeof createSessionService>;

beforeAll(async () => {
  app = await buildTestApp();
  clock = new Date("2026-11-21T10:00:00Z");
  sessions = createSessionService(createSessionStore(app.database.db), () => clock);
});
afterAll(() => app.close());

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

describe("session lifetime", () => {
  it("lasts 30 days from the last use when signed in, moving forward at most once a day", async () => {
    const { token, session } = await sessions.start(7);
    expect(session.expiresAt.getTime()).toBe(clock.getTime() + SIGNED_IN_LIFETIME_MS);

    later(DAY / 2);
    expect(await sessions.resume(token)).toMatchObject({ extended: false });

    later(DAY);
    const resumed = await sessions.resume(token);
    expect(resumed).toMatchObject({ extended: true });
    expect(resumed?.session.expiresAt.getTime()).toBe(clock.getTime() + SIGNED_IN_LIFETIME_MS);

    later(SIGNED_IN_LIFETIME_MS - DAY);
    expect(await sessions.resume(token)).not.toBeNull();
  });

  it("lasts a day from the last use without a user", async () => {
    const { token, session } = await sessions.start();
    expect(session.expiresAt.getTime()).toBe(clock.getTime() + ANONYMOUS_LIFETIME_MS);
    later(ANONYMOUS_LIFETIME_MS / 2);
    expect(await sessions.resume(token)).toMatchObject({ extended: true });
    later(ANONYMOUS_LIFETIME_MS - 1);
    expect(await sessions.resume(token)).not.toBeNull();
    later(ANONYMOUS_LIFETIME_MS + 1);
    expect(await sessions.resume(token)).toBeNull();
  });

  it("is gone after 30 days without use", async () => {
    const { token } = await sessions.start(7);
    later(SIGNED_IN_LIFETIME_MS + 1);
    expect(await sessions.resume(token)).toBeNull();
  });

  it("sweeps expired rows when a new session starts", async () => {
    const { token } = await sessions.start(7);
    later(SIGNED_IN_LIFETIME_MS + 2 * HOUR);
    await sessions.start(7);
    const rows = await app.database.rows<{ live: number; total: number }>(
      sql`select count(*) filter (where expires_at > ${clock.toISOString()}::timestamptz)::int as live, count(*)::int as total from sessions`,
    );
    expect(rows[0]).toEqual({ live: 1, total: 1 });
    expect(await sessions.resume(token)).toBeNull();
  });
});

describe("renewing a session (login)", () => {
  it("moves it to a new id and CSRF token, keeps its data, takes the user's lifetime and retires the old cookie", async () => {
    const { token, session } = await sessions.start();
    const renewed = await sessions.renew(session, { userId: 7 });
    expect(renewed.token).not.toBe(token);
    expect(renewed.session.csrfToken).not.toBe(session.csrfToken);
    expect(renewed.session.userId).toBe(7);
    expect(renewed.session.expiresAt.getTime()).toBe(clock.getTime() + SIGNED_IN_LIFETIME_MS);
    expect(await sessions.resume(token)).toBeNull();
    expect((await sessions.resume(renewed.token))?.session.userId).toBe(7);
  });

  it("starts a fresh session when the old one has already gone", async () => {
    const { session } = await sessions.start(7);
    later(SIGNED_IN_LIFETIME_MS + 2 * HOUR);
    await sessions.start(7);
    const renewed = await sessions.renew(session, { userId: 9 });
    expect((await sessions.resume(renewed.token))?.session.userId).toBe(9);
  });
});

describe("ending a session (logout)", () => {
  it("deletes its row, so its cookie opens nothing", async () => {
    const { token, session } = await sessions.start(7);
    await sessions.end(session);
    expect(await sessions.resume(token)).toBeNull();
    const rows = await app.database.rows(sql`select 1 from sessions where id_hash = ${session.idHash}`);
    expect(rows).toHaveLength(0);
  });
});
