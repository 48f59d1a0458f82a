/**
 * The typed client of the API: openapi-fetch over the contract's routes, for any `fetch` (the
 * browser's, or the web host's in-process one). Loads no schema library: a caller that wants
 * replies checked adds `checkReplies()` from the package's main entry.
 */
import createOpenApiClient, { type Client, type Middleware } from "openapi-fetch";
import type { Paths } from "./route.ts";
import type { Routes } from "./routes.ts";

export type ApiPaths = Paths<Routes>;
export type ApiClient = Client<ApiPaths>;
export type { Middleware } from "openapi-fetch";

/** What sends a request: `fetch`, or the web host's way into the API in the same process. */
export type FetchLike = (request: Request) => Promise<Response>;

export type ClientOptions = {
  fetch: FetchLike;
  /** Origin the paths are resolved against; the browser's own by default. */
  baseUrl?: string;
  middleware?: readonly Middleware[];
};

export function createClient(options: ClientOptions): ApiClient {
  const client = createOpenApiClient<ApiPaths>({
    baseUrl: options.baseUrl ?? (globalThis as { location?: { origin: string } }).location?.origin ?? "",
    fetch: options.fetch,
  });
  client.use(...(options.middleware ?? []));
  return client;
}
export type { ErrorReply } from "./errors.ts";
