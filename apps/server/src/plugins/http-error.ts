/**
 * The one error shape of the API (the contract's `errorReplySchema`). Services and routes throw
 * `httpError(...)`; the errors plugin turns it, and every other failure, into this body.
 */
import type { ErrorCode, ErrorReply, FieldErrors } from "@merchant/contract";

export type { ErrorCode, ErrorReply, FieldErrors } from "@merchant/contract";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** `throw httpError(404, "not_found", "No product called oak-beam")` */
export function httpError(
  statusCode: number,
  code: ErrorCode,
  message: string,
  fields?: FieldErrors,
): HttpError {
  return new HttpError(statusCode, code, message, fields);
}

export function errorReply(code: string, message: string, fields?: FieldErrors): ErrorReply {
  return { error: fields ? { code, message, fields } : { code, message } };
}
