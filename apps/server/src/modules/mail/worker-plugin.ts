/**
 * Starts the outbox worker with the app when SMTP_URL is set and MAIL_WORKER is not false, and
 * stops it when the app closes: the send in flight finishes and is recorded before the database
 * closes (this plugin is registered after the app context, and Fastify runs onClose hooks in
 * reverse order of registration). Without SMTP_URL no mail leaves: it waits in the outbox,
 * listed by the developer mail page.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { mailTransportFor, type MailTransport } from "../../adapters/email/index.ts";
import { startOutboxWorker } from "./worker.ts";

export type OutboxWorkerPluginOptions = {
  /** A transport to use instead of the configured one (tests). */
  transport?: MailTransport;
};

async function outboxWorker(app: FastifyInstance, options: OutboxWorkerPluginOptions) {
  const { config } = app;
  const transport = options.transport ?? mailTransportFor(config);
  if (!transport) {
    const message = "SMTP_URL is not set: emails stay in the outbox (developer mail page: /dev/mail)";
    if (config.env === "production") app.log.warn(message);
    else app.log.info(message);
    return;
  }
  if (!config.mailWorker) {
    transport.close();
    app.log.info("MAIL_WORKER=false: this process does not send the outbox");
    return;
  }
  const worker = startOutboxWorker(app.database, transport, {
    pollMs: config.mailPollMs,
    log: app.log.child({ module: "outbox" }),
  });
  app.addHook("onClose", async () => {
    await worker.stop();
    transport.close();
  });
}

export const outboxWorkerPlugin = fp(outboxWorker, { name: "outbox-worker", dependencies: ["app-context"] });
