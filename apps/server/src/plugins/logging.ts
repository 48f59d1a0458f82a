/**
 * Structured logs (pino, through Fastify's logger) where every line of a request carries its
 * request id. A caller (a proxy, the van app, a test) may send its own `x-request-id` so one
 * id follows a request across systems; anything that is not a short plain token is replaced,
 * so a caller cannot inject text into the logs.
 *
 * One line per request at `info` (`GET /category/timber 200`, with its status and time), in place
 * of Fastify's two; none for a page's own in-process API calls (the page's line stands for them)
 * and none for routes registered at level `warn` (built assets, product pictures).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import type { DestinationStream, Logger } from "pino";
import type { Config } from "../config.ts";
import { errorForLog, withoutPersonalData } from "./log-privacy.ts";
import { insidePageRender } from "./rate-limit.ts";
import { RequestLog } from "./request-log.ts";

export const REQUEST_ID_HEADER = "x-request-id";
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Fastify's own request summary, with any email address in the URL blotted out. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutPersonalData(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * A card's number and security code under the names a body may give them: the checkout form's
 * (spec/1 §3 `CardNumber`, `SecurityNumber`), the gateway's `CardInput` (`number`, `securityCode`)
 * and Stripe's (`cvc`). Redacted at any depth up to five keys, since a body nests them
 * (`payment.card.CardNumber`); `number` only in a `card` or at a body's top, as elsewhere it is
 * an order's or an invoice's.
 */
const CARD_FIELDS = ["CardNumber", "SecurityNumber", "securityCode", "cvc", "cvv"];
const ANY_DEPTH = ["", "*.", "*.*.", "*.*.*.", "*.*.*.*."];
export const CARD_REDACTION_PATHS = [
  ...ANY_DEPTH.flatMap((depth) => CARD_FIELDS.map((field) => `${depth}${field}`)),
  ...ANY_DEPTH.map((depth) => `${depth}card.number`),
  "req.body.number",
  "body.number",
];

/** The Fastify constructor's logging options; `destination` replaces stdout (tests read the lines). */
export function loggingOptions(
  config: Config,
  destination?: DestinationStream,
): Pick<FastifyServerOptions, "logger" | "genReqId" | "logController" | "childLoggerFactory"> {
  return {
    logger: {
      level: config.logLevel,
      // Sessions, credentials, personal data and card details travel in these; they must never reach a log file.
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          "req.headers['x-csrf-token']",
          "res.headers['set-cookie']",
          "req.body.email",
          "req.body.password",
          "body.email",
          "body.password",
          "*.email",
          "*.password",
          ...CARD_REDACTION_PATHS,
        ],
        censor: "[redacted]",
      },
      // Errors and requests are written field by field (plugins/log-privacy.ts), never whole.
      serializers: { err: errorForLog, req: requestForLog },
      ...(destination ? { stream: destination } : {}),
    },
    genReqId: requestId,
    childLoggerFactory: (logger, bindings, options) => new RequestLog(logger as Logger, bindings, options),
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** Echoes the id so a shopper's error report or a client's log can be matched to ours. */
async function logging(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    // Fastify types its logger without isLevelEnabled; every request's is a RequestLog.
    if ((request.log as RequestLog).isLevelEnabled("info") && !insidePageRender()) {
      const status = reply.statusCode;
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      request.log.info({ status, ms }, `${request.method} ${withoutPersonalData(request.url)} ${status}`);
    }
    done();
  });
}

export const loggingPlugin = fp(logging, { name: "logging" });
