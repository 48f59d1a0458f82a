/**
 * The one error shape of the API (docs/api.md "Errors"). Services and routes throw
 * `httpError(...)`; the errors plugin turns it, and every other failure, into this body.
 */
import { z } from "zod";

export type ErrorCode =
  | "bad_request"
  | "unauthorised"
  | "forbidden"
  | "csrf"
  | "not_found"
  | "conflict"
  | "length_required"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal";

/** Input name → what is wrong with it, e.g. `{ q: "Must be at least 3 characters" }`. */
export type FieldErrors = Record<string, string>;

export const errorReplySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: "ErrorReply", description: "Every failure answers with this shape." });

export type ErrorReply = z.infer<typeof errorReplySchema>;

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
