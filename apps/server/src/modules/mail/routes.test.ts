/**
 * The developer mail page's route, and the outbox worker as buildApp starts it: only with
 * SMTP_URL, sending through it, and stopping cleanly when the app closes.
 */
import type { OutboxEmail } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { recipientOf, startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-test-server.ts";
import { queueEmail } from "./index.ts";

const email = (kind: string, subject: string) => ({
  kind,
  to: "builder@example.co.uk",
  subject,
  text: `${subject}.`,
});

describe("GET /api/dev/outbox in development and tests", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await queueEmail(app.database, email("branch-request", "First"));
    await queueEmail(app.database, {
      ...email("quote", "Second"),
      replyTo: "ipswich@example.co.uk",
      html: "<p>Second.</p>",
    });
    await queueEmail(app.database, email("branch-request", "Third"));
  });
  afterAll(() => app.close());

  it("lists the queued mail newest first, waiting, and says nothing sends it without SMTP_URL", async () => {
    const response = await app.inject({ url: "/api/dev/outbox" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { emails, sending } = response.json() as { emails: OutboxEmail[]; sending: boolean };
    expect(sending).toBe(false);
    expect(emails.map((one) => one.subject)).toEqual(["Third", "Second", "First"]);
    expect(emails[1]).toEqual({
      id: expect.any(Number),
      kind: "quote",
      to: "builder@example.co.uk",
      replyTo: "ipswich@example.co.uk",
      subject: "Second",
      text: "Second.",
      html: "<p>Second.</p>",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      nextAttemptAt: expect.any(String),
      attempts: 0,
      lastError: null,
      sentAt: null,
      status: "waiting",
    });
  });

  it("keeps to one kind when asked", async () => {
    const response = await app.inject({ url: "/api/dev/outbox?kind=branch-request" });
    expect((response.json() as { emails: OutboxEmail[] }).emails.map((one) => one.subject)).toEqual([
      "Third",
      "First",
    ]);
    const none = await app.inject({ url: "/api/dev/outbox?kind=nothing-like-it" });
    expect(none.json()).toEqual({ emails: [], sending: false });
  });

  it("refuses a kind with a control character or past 64 characters, naming kind", async () => {
    for (const kind of ["%00", "a".repeat(65)]) {
      const response = await app.inject({ url: `/api/dev/outbox?kind=${kind}` });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(["kind"]);
    }
  });
});

describe("GET /api/dev/outbox in production", () => {
  it("answers 404 as an unknown address does, listing nothing", async () => {
    const app = await buildTestApp({ config: { env: "production" } });
    try {
      await queueEmail(app.database, email("branch-request", "Private"));
      const response = await app.inject({ url: "/api/dev/outbox" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: "not_found", message: "There is nothing at GET /api/dev/outbox" },
      });
      expect(response.body).not.toContain("Private");
    } finally {
      await app.close();
    }
  });
});

describe("the outbox worker in the app", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it("starts with SMTP_URL, sends queued mail and shows it sent; stops on close after the send in flight", async () => {
    const lines: { msg?: string; outboxId?: number; level: number }[] = [];
    const app = await buildTestApp({
      config: { smtpUrl: smtp.url, mailPollMs: 50, logLevel: "info" },
      logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    let closed = false;
    try {
      await queueEmail(app.database, email("branch-request", "Through the app"));
      await vi.waitFor(() => expect(smtp.received.map((mail) => mail.subject)).toEqual(["Through the app"]), {
        timeout: 5_000,
        interval: 20,
      });
      expect(recipientOf(smtp.received[0]!)).toBe("builder@example.co.uk");
      await vi.waitFor(async () => {
        const outbox = (await app.inject({ url: "/api/dev/outbox" })).json() as {
          emails: OutboxEmail[];
          sending: boolean;
        };
        expect(outbox).toMatchObject({ sending: true, emails: [{ status: "sent", attempts: 1 }] });
      });

      smtp.delayData(400);
      const arriving = smtp.nextData();
      const id = await queueEmail(app.database, email("branch-request", "While closing"));
      await arriving;
      await app.close();
      closed = true;
      expect(smtp.received.map((mail) => mail.subject)).toEqual(["Through the app", "While closing"]);
      // Recorded before the database closed: no failed poll, and the send was logged.
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines).toContainEqual(expect.objectContaining({ msg: "email sent", outboxId: id }));
      expect(JSON.stringify(lines)).not.toContain("builder@example.co.uk");
    } finally {
      if (!closed) await app.close();
    }
  });

  it("is not started without SMTP_URL: mail waits in the outbox", async () => {
    const app = await buildTestApp({ config: { mailPollMs: 20 } });
    try {
      await queueEmail(app.database, email("branch-request", "Stays here"));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const outbox = (await app.inject({ url: "/api/dev/outbox" })).json() as { emails: OutboxEmail[] };
      expect(outbox.emails).toMatchObject([{ subject: "Stays here", status: "waiting", attempts: 0 }]);
    } finally {
      await app.close();
    }
  });
});
