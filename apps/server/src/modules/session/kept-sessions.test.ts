import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { createKeptSessions, noKeptSessions } from "./kept-sessions.ts";
import { createSessionService } from "./service.ts";
import { createSessionStore, type SessionRow } from "./store.ts";

const NOW = new Date("2026-11-30T12:00:00Z");
const row = (
  idHash: string,
  data: Record<string, unknown> = {},
  expiresAt = new Date(NOW.getTime() + 60_000),
) => ({ idHash, csrfToken: "csrf", userId: null, data, expiresAt, createdAt: NOW }) as SessionRow;

/** A read the test answers when it chooses, counting how often the database was asked. */
function reader(answer: () => SessionRow | undefined) {
  let reads = 0;
  let release: () => void = () => {};
  let held = false;
  return {
    read: async () => {
      reads += 1;
      if (held) await new Promise<void>((resolve) => (release = resolve));
      return answer();
    },
    hold: () => void (held = true),
    release: () => {
      held = false;
      release();
    },
    get reads() {
      return reads;
    },
  };
}

describe("sessions kept in memory (decision 188)", () => {
  it("reads a live session once and answers it from memory after that", async () => {
    const kept = createKeptSessions();
    const database = reader(() => row("a"));
    expect(await kept.live("a", NOW, database.read)).toMatchObject({ idHash: "a" });
    expect(await kept.live("a", NOW, database.read)).toMatchObject({ idHash: "a" });
    expect(database.reads).toBe(1);
  });

  it("reads again once the kept session has expired, and keeps no session the database does not have", async () => {
    const kept = createKeptSessions();
    let stored: SessionRow | undefined = row("a");
    const database = reader(() => stored);
    await kept.live("a", NOW, database.read);
    stored = undefined;
    expect(await kept.live("a", new Date(NOW.getTime() + 60_000), database.read)).toBeUndefined();
    expect(await kept.live("a", NOW, database.read)).toBeUndefined();
    expect(database.reads).toBe(3);
  });

  it("forgets a session when it is written, and every session when a write may touch any", async () => {
    const kept = createKeptSessions();
    let branch = 1;
    const database = reader(() => row("a", { branch }));
    await kept.live("a", NOW, database.read);
    await kept.writing("a", async () => void (branch = 2));
    expect((await kept.live("a", NOW, database.read))?.data).toEqual({ branch: 2 });

    await kept.writing(null, async () => void (branch = 3));
    expect((await kept.live("a", NOW, database.read))?.data).toEqual({ branch: 3 });
    expect(database.reads).toBe(3);
  });

  it("keeps nothing a read brought back while a write ran: it may be the row as it was", async () => {
    const kept = createKeptSessions();
    let branch = 1;
    const database = reader(() => row("a", { branch }));
    database.hold();
    const before = kept.live("a", NOW, database.read);
    await kept.writing("b", async () => void (branch = 2));
    database.release();
    expect((await before)?.data).toEqual({ branch: 2 });
    await kept.live("a", NOW, database.read);
    expect(database.reads).toBe(2);
  });

  it("keeps nothing read while a write is still under way", async () => {
    const kept = createKeptSessions();
    const database = reader(() => row("a"));
    let finish: () => void = () => {};
    const write = kept.writing("a", () => new Promise<void>((resolve) => (finish = resolve)));
    await kept.live("a", NOW, database.read);
    finish();
    await write;
    await kept.live("a", NOW, database.read);
    expect(database.reads).toBe(2);
  });

  it("forgets the write's session even when the write fails", async () => {
    const kept = createKeptSessions();
    const database = reader(() => row("a"));
    await kept.live("a", NOW, database.read);
    await expect(kept.writing("a", async () => Promise.reject(new Error("refused")))).rejects.toThrow(
      "refused",
    );
    await kept.live("a", NOW, database.read);
    expect(database.reads).toBe(2);
  });

  it("shares a kept session frozen, so one request cannot change it under another", async () => {
    const kept = createKeptSessions();
    const session = await kept.live("a", NOW, async () => row("a", { fulfilment: { mode: "collect" } }));
    expect(() => {
      (session!.data as { fulfilment: { mode: string } }).fulfilment.mode = "deliver";
    }).toThrow(TypeError);
  });

  it("keeps at most the number of sessions asked, the least recently used going first", async () => {
    const kept = createKeptSessions(2);
    const database = reader(() => row("any"));
    for (const id of ["a", "b", "c"]) await kept.live(id, NOW, database.read);
    await kept.live("c", NOW, database.read);
    await kept.live("b", NOW, database.read);
    expect(database.reads).toBe(3);
    await kept.live("a", NOW, database.read);
    expect(database.reads).toBe(4);
  });

  it("keeps nothing on PostgreSQL, where other processes write the table", async () => {
    const database = reader(() => row("a"));
    await noKeptSessions.live("a", NOW, database.read);
    await noKeptSessions.live("a", NOW, database.read);
    expect(database.reads).toBe(2);
  });
});

describe("the session service over kept sessions", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("answers each change made through it at once: kept data, a new id at login, a sign-out elsewhere", async () => {
    const sessions = createSessionService(createSessionStore(app.database.db, createKeptSessions()));
    const { token, session } = await sessions.start(null);
    expect((await sessions.resume(token))?.session.data).toEqual({});

    await sessions.keep(session, { vat: "EX" });
    expect((await sessions.resume(token))?.session.data).toEqual({ vat: "EX" });

    const renewed = await sessions.renew(session, { userId: 7 });
    expect(await sessions.resume(token)).toBeNull();
    expect((await sessions.resume(renewed.token))?.session).toMatchObject({ userId: 7, data: { vat: "EX" } });

    await sessions.endOthers(7, null);
    expect(await sessions.resume(renewed.token)).toBeNull();
  });
});
