import type { ApiErrorBody } from "./api-types.ts";

/**
 * A failure in the API's one error shape (docs/api.md "Errors"), so a page can show the
 * message and put each `fields` entry beside its input.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, body: ApiErrorBody["error"]) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as Partial<ApiErrorBody> | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

/** Reads a failed response; a body in another shape (a proxy's HTML page) still becomes an ApiError. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) return new ApiError(response.status, body.error);
  return new ApiError(response.status, {
    code: response.status === 404 ? "not_found" : "internal",
    message: `The shop could not answer (${response.status}).`,
  });
}
