/** The one error shape of the API: every failure answers with it. */
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
  | "unavailable"
  | "payment_declined"
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

type ErrorReplies<Statuses extends readonly number[]> = { [S in Statuses[number]]: typeof errorReplySchema };

/** The error replies a route may give: `failures(400, 404)` → `{ 400: errorReplySchema, 404: … }`. */
export function failures<const Statuses extends readonly number[]>(
  ...statuses: Statuses
): ErrorReplies<Statuses> {
  return Object.fromEntries(statuses.map((status) => [status, errorReplySchema])) as ErrorReplies<Statuses>;
}
