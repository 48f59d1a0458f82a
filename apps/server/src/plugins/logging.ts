/**
 * Structured logs (pino, through Fastify's logger) where every line of a request carries its
 * request id. A caller (a proxy, the van app, a test) may send its own `x-request-id` so one
 * id follows a request across systems; anything that is not a short plain token is replaced,
 * so a caller cannot inject text into the logs.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

export const REQUEST_ID_HEADER = "x-request-id";
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The Fastify constructor's logging options. */
export function loggingOptions(config: Config): Pick<FastifyServerOptions, "logger" | "genReqId"> {
  return {
    logger: {
      level: config.logLevel,
      // Sessions and (later) credentials travel in these; they must never reach a log file.
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          "req.headers['x-csrf-token']",
          "res.headers['set-cookie']",
        ],
        censor: "[redacted]",
      },
    },
    genReqId: requestId,
  };
}

/** Echoes the id so a shopper's error report or a client's log can be matched to ours. */
async function logging(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

export const loggingPlugin = fp(logging, { name: "logging" });
