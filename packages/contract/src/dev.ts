/**
 * Developer routes: answered in development and tests only, a 404 in production (the route is
 * declared here all the same, so the drift test and the fuzz suite know it).
 */
import { z } from "zod";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { route } from "./route.ts";
import { emailSchema } from "./session.ts";

/** The newest outbox rows the developer mail page lists. */
export const DEV_OUTBOX_LIMIT = 50;

export const outboxEmailStatusSchema = z
  .enum(["waiting", "retrying", "sent", "failed"])
  .describe("waiting: not tried yet; retrying: tried and failed, tried again later; failed: given up");
export type OutboxEmailStatus = z.infer<typeof outboxEmailStatusSchema>;

export const outboxEmailSchema = z
  .object({
    id: z.int(),
    kind: z.string().describe("what caused it, e.g. branch-request"),
    to: z.string(),
    replyTo: z.string().nullable(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    createdAt: z.iso.datetime(),
    nextAttemptAt: z.iso.datetime(),
    attempts: z.int(),
    lastError: z.string().nullable(),
    sentAt: z.iso.datetime().nullable(),
    status: outboxEmailStatusSchema,
  })
  .meta({ id: "OutboxEmail" });
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const devOutboxSchema = z.object({
  emails: z.array(outboxEmailSchema).describe(`the newest ${DEV_OUTBOX_LIMIT}, newest first`),
  sending: z
    .boolean()
    .describe("whether this server sends mail (SMTP_URL set); if not, mail only waits here"),
});
export type DevOutbox = z.infer<typeof devOutboxSchema>;

export const devOutboxQuerySchema = z.object({
  kind: text(64, { trim: true }).optional().describe("only emails of this kind"),
});
export type DevOutboxQuery = z.input<typeof devOutboxQuerySchema>;

export const devRoutes = {
  devOutbox: route({
    method: "GET",
    path: "/api/dev/outbox",
    summary: "Development only: the newest emails of the outbox, sent or waiting (404 in production)",
    tags: ["dev"],
    query: devOutboxQuerySchema,
    responses: { 200: devOutboxSchema, ...failures(400, 404) },
  }),
  devForgetHomeBranch: route({
    method: "POST",
    path: "/api/dev/forget-home-branch",
    summary:
      "Development and tests only: the user of this email has no home branch any more, so journeys start each demo user afresh (404 in production; decision 121)",
    tags: ["dev"],
    body: z.strictObject({ email: emailSchema }),
    responses: { 204: z.null(), ...failures(400, 403, 404) },
  }),
};
