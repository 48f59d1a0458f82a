/**
 * What every module reaches through the Fastify instance: the configuration and the open
 * database. The database is closed when the app closes, after in-flight requests finished.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

async function appContext(app: FastifyInstance, options: { config: Config; database: Database }) {
  app.decorate("config", options.config);
  app.decorate("database", options.database);
  app.addHook("onClose", async () => {
    await options.database.close();
  });
}

export const appContextPlugin = fp(appContext, { name: "app-context" });
