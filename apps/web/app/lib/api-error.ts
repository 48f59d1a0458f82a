import type { ErrorReply } from "@merchant/contract/client";

/**
 * A failure in the API's one error shape (docs/api.md "Errors"), so a page can show the
 * message and put each `fields` entry beside its input.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, body: ErrorReply["error"]) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

function isErrorBody(value: unknown): value is ErrorReply {
  const error = (value as Partial<ErrorReply> | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

/** A failed reply's body as an ApiError; a body in another shape (a proxy's HTML page) still becomes one. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.error);
  return new ApiError(status, {
    code: status === 404 ? "not_found" : "internal",
    message: `The shop could not answer (${status}).`,
  });
}

/** The API's answer, or the page's words for why it refused the request's input. */
export type AnswerOrRefusal<T> = { ok: true; value: T } | { ok: false; refusal: string };

/**
 * Awaits an API call for a loader whose address the API may refuse (a hand-edited query): a 400
 * becomes `refusal`, worded with `labels` for the page to show; any other failure is thrown.
 */
export async function answerOrRefusal<T>(
  call: Promise<T>,
  labels: Readonly<Record<string, string>>,
): Promise<AnswerOrRefusal<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (!isRefusedInput(error)) throw error;
    return { ok: false, refusal: refusalMessage(error, labels) };
  }
}

/** A 400 from the API: it refused what the request asked for (the page's address, as a rule). */
export function isRefusedInput(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400;
}

/**
 * A refusal in the page's words: each refused input by the page's own name for it (`labels`,
 * keyed by the API's field name), followed by the API's problem, e.g. "Search words must be at
 * most 200 characters." A field the page has no name for keeps the API's.
 */
export function refusalMessage(error: ApiError, labels: Readonly<Record<string, string>>): string {
  const fields = Object.entries(error.fields);
  if (fields.length === 0) return error.message;
  return fields
    .map(([field, problem]) => {
      // `brand.1` is the second `brand`: the page names the parameter, not its position.
      const name = labels[field.split(".")[0] ?? field] ?? field;
      return `${name} ${problem.charAt(0).toLowerCase()}${problem.slice(1)}.`;
    })
    .join(" ");
}
