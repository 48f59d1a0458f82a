/**
 * Every failure leaves the server in one shape, `{ error: { code, message, fields? } }`
 * (docs/api.md "Errors"): bad input names the field, unknown routes are a JSON 404, and a
 * failure of ours is logged with its request id but answered without any detail.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DomainError, type DomainErrorKind } from "../lib/domain-errors.ts";
import { HttpError, errorReply, type ErrorCode, type FieldErrors } from "./http-error.ts";

/** Each kind of domain error as HTTP: the one place services' refusals get a status. */
const HTTP_BY_KIND: Record<DomainErrorKind, { status: number; code: ErrorCode }> = {
  not_found: { status: 404, code: "not_found" },
  conflict: { status: 409, code: "conflict" },
  forbidden: { status: 403, code: "forbidden" },
  invalid: { status: 400, code: "bad_request" },
  unauthorised: { status: 401, code: "unauthorised" },
  too_many_attempts: { status: 429, code: "rate_limited" },
  unavailable: { status: 503, code: "unavailable" },
  declined: { status: 402, code: "payment_declined" },
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorised",
  402: "payment_declined",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

type ValidationIssue = { instancePath: string; message?: string | undefined };

/** `/items/0/qty` → `items.0.qty`; an issue about the whole input is named after the input. */
function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
  return path || (context === "querystring" ? "query" : (context ?? "input"));
}

/** The message names the field: "q must be at least 3 characters". */
function describe(fields: FieldErrors): string {
  return Object.entries(fields)
    .map(([name, problem]) => `${name} ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`)
    .join("; ");
}

function validationFields(issues: readonly ValidationIssue[], context: string | undefined): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const name = fieldName(issue, context);
    // The first problem of a field is the one to fix first.
    fields[name] ??= issue.message ?? "Is not valid";
  }
  return fields;
}

function handleError(
  error: FastifyError | HttpError | DomainError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof DomainError) {
    const { status, code } = HTTP_BY_KIND[error.kind];
    // Ours to look into (a provider down): logged with what went wrong, answered without it.
    if (status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    return reply.status(status).send(errorReply(code, error.message, error.fields));
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, "request failed");
    return reply.status(error.statusCode).send(errorReply(error.code, error.message, error.fields));
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error.validation, error.validationContext);
    return reply.status(400).send(errorReply("bad_request", describe(fields), fields));
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, empty body, wrong content type) carry safe messages.
    return reply.status(status).send(errorReply(CODE_BY_STATUS[status] ?? "bad_request", error.message));
  }

  request.log.error({ err: error }, "request failed");
  return reply.status(500).send(errorReply("internal", INTERNAL_MESSAGE));
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorReply("not_found", `There is nothing at ${request.method} ${request.url.split("?")[0]}`)),
  );
}

export const errorsPlugin = fp(errors, { name: "errors" });

/**
 * Fastify's answer to an address it cannot read (a stray `%`, a bad route constraint), given
 * before any route or error handler runs: in the one shape too. Passed to `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .send(errorReply(CODE_BY_STATUS[status] ?? "bad_request", "The address is not valid"));
}
