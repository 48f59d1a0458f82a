/**
 * What the logs may say about a failure or a request without carrying personal data
 * (docs/decisions/084-no-personal-data-in-logs.md). A failed query is logged by a digest of its
 * SQL text and the database's error code, never its parameters (typed search text, emails) nor
 * the database's message, which can quote them; any other error keeps its message and stack
 * with email addresses and card numbers blotted out, and none of its other properties.
 */
import { createHash } from "node:crypto";
import { passesLuhn } from "@merchant/domain/checkout";
import { DrizzleQueryError } from "drizzle-orm";

/** Something shaped like an email address, wherever it sits in a text (URL-encoded `@` included). */
const EMAIL = /[^\s@"'<>()[\],;:/?=&]+(?:@|%40)[^\s@"'<>()[\],;:/?=&]+\.[A-Za-z]{2,}/gi;
const REDACTED_EMAIL = "[email]";

/**
 * A log line is no place for a megabyte of URL, and blotting out emails costs time growing with the
 * square of a run of text without delimiters (a 1 MB query took seconds per request), so a text is
 * cut to this length before it is blotted.
 */
export const LOGGED_TEXT_MAX = 2_000;

/**
 * A card number as typed (13 to 19 digits, perhaps grouped with spaces or dashes, or with spaces
 * as an address encodes them); blotted out only when it passes the Luhn check, so other long
 * numbers (a timestamp, an id) mostly stay readable.
 */
const CARD_NUMBER = /(?<!\d)\d(?:(?:[ +-]|%20)?\d){12,18}(?!\d)/g;
const REDACTED_CARD_NUMBER = "[card number]";

/**
 * Text fit for a log: cut to LOGGED_TEXT_MAX characters, email addresses and card numbers blotted
 * out (a card number must never reach a log, even in an address or an error's message).
 */
export function withoutPersonalData(text: string): string {
  const cut = text.length > LOGGED_TEXT_MAX ? `${text.slice(0, LOGGED_TEXT_MAX)}…` : text;
  return cut
    .replace(EMAIL, REDACTED_EMAIL)
    .replace(CARD_NUMBER, (digits) =>
      passesLuhn(digits.replace(/[ +-]|%20/g, "")) ? REDACTED_CARD_NUMBER : digits,
    );
}

/** `sql:3f9a0c1d2e4b`: the same statement always has the same digest, so a failure can be traced to its query. */
export function queryDigest(query: string): string {
  return `sql:${createHash("sha256").update(query).digest("hex").slice(0, 12)}`;
}

/** The database's own names for what failed: SQLSTATE, table, column, constraint; never a value. */
function databaseFailure(cause: unknown): Record<string, string> {
  const failure: Record<string, string> = {};
  if (typeof cause !== "object" || cause === null) return failure;
  for (const name of ["code", "table", "column", "constraint"] as const) {
    const value = (cause as Record<string, unknown>)[name];
    if (typeof value === "string") failure[name] = value;
  }
  return failure;
}

/** Only the stack's frames: its first lines repeat the message, which for a query holds the parameters. */
function framesOf(stack: string | undefined): string {
  return (stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
}

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  query?: string;
  database?: Record<string, string>;
  cause?: LoggedError;
};

/** pino's `err` serializer for every log line of the server. */
export function errorForLog(error: Error): LoggedError {
  if (error instanceof DrizzleQueryError) {
    const query = queryDigest(error.query);
    const database = databaseFailure(error.cause);
    return {
      type: "DrizzleQueryError",
      message: `Failed query ${query}${database.code ? ` (${database.code})` : ""}`,
      stack: framesOf(error.stack),
      query,
      database,
    };
  }
  return plainError(error, 0);
}

function plainError(error: Error, depth: number): LoggedError {
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const cause = error.cause;
  return {
    type: error.name,
    message: withoutPersonalData(error.message),
    stack: withoutPersonalData(error.stack ?? ""),
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof statusCode === "number" ? { statusCode } : {}),
    // A cause chain is short; a loop is not followed. A cause that is not an Error says only its kind.
    ...(cause === undefined || depth >= 5
      ? {}
      : {
          cause:
            cause instanceof Error
              ? errorForLogAt(cause, depth + 1)
              : { type: typeof cause, message: "[not an Error]", stack: "" },
        }),
  };
}

function errorForLogAt(error: Error, depth: number): LoggedError {
  return error instanceof DrizzleQueryError ? errorForLog(error) : plainError(error, depth);
}
