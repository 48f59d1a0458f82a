/**
 * The typed API clients (packages/contract, over openapi-fetch): `serverApi(context)` for loaders
 * and actions, in-process through the web host, and `browserApi` for code in the browser. Each
 * feature's `api.ts` makes its calls with `answer(api.GET(…))`. In development and tests every
 * reply is parsed against the contract; a production build leaves that check out.
 */
import type { RouterContextProvider } from "react-router";
import { createClient, type ApiClient, type FetchLike, type Middleware } from "@merchant/contract/client";
import { apiErrorOf, isRefusedInput } from "./api-error.ts";
import { shopContext } from "./load-context.ts";
import { expiredSessionWatch } from "./session-expiry.ts";

export type { ApiClient } from "@merchant/contract/client";
export { answerOrRefusal, ApiError, isRefusedInput } from "./api-error.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SESSION_PATH = "/api/session";

/** The reply of a call, or an `ApiError` in the API's error shape when it failed. */
export async function answer<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiErrorOf(response.status, error);
  // Only a 204 has no body, and the calls that get one want nothing back.
  return data as T;
}

/** Fetches the session's CSRF token on first need and keeps it until told it is stale. */
function csrfTokenSource(send: FetchLike, origin: string) {
  let token: Promise<string> | undefined;
  const fetchToken = async () => {
    const response = await send(new Request(new URL(SESSION_PATH, origin), { headers: { accept: "application/json" } }));
    if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
    return ((await response.json()) as { csrfToken: string }).csrfToken;
  };
  return {
    csrfToken: () => (token ??= fetchToken()),
    forget: () => (token = undefined),
    remember: (known: string) => (token = Promise.resolve(known)),
  };
}

type CsrfTokens = ReturnType<typeof csrfTokenSource>;

/**
 * Sends state changes with the session's CSRF token. A token goes stale when the session is
 * renewed (at login): on the API's `csrf` refusal it fetches the new one and tries once more.
 */
function withCsrfToken(send: FetchLike, tokens: CsrfTokens): FetchLike {
  return async (request) => {
    if (!STATE_CHANGING.has(request.method)) return send(request);
    const retry = request.clone();
    request.headers.set("x-csrf-token", await tokens.csrfToken());
    const response = await send(request);
    if (response.status !== 403) return response;
    const refusal = (await response.clone().json().catch(() => null)) as { error?: { code?: string } } | null;
    if (refusal?.error?.code !== "csrf") return response;
    tokens.forget();
    retry.headers.set("x-csrf-token", await tokens.csrfToken());
    return send(retry);
  };
}

/** Parses replies against the contract; loaded only in development and tests. */
function contractChecks(): Middleware {
  const checks = import("@merchant/contract").then(({ checkReplies }) => checkReplies());
  return { onResponse: async (params) => (await checks).onResponse?.(params) };
}

function shopClient(send: FetchLike, origin: string, tokens: CsrfTokens, middleware: Middleware[] = []) {
  const checks = import.meta.env.DEV ? [contractChecks()] : [];
  return createClient({ fetch: withCsrfToken(send, tokens), baseUrl: origin, middleware: [...middleware, ...checks] });
}

/** Thrown from a loader, the page's own 404. */
function pageNotFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** In a loader, an API 404 is the page's own 404. */
const notFoundIsPageNotFound: Middleware = {
  onResponse({ response }) {
    if (response.status === 404) pageNotFound();
    return undefined;
  },
};

/**
 * For a loader's `.catch`: an address whose path the API refuses (a slug with a control
 * character, say) names nothing the shop has, so the page is a 404 rather than an error.
 */
export function notFoundWhenRefused(error: unknown): never {
  if (isRefusedInput(error)) pageNotFound();
  throw error;
}

/** The in-process API's origin: the web host reads only the path and query of each request. */
const IN_PROCESS = "http://in-process";
const serverApis = new WeakMap<Readonly<RouterContextProvider>, ApiClient>();

/**
 * The API for a loader or action: in-process through the web host, one client per render. A state
 * change made by an action carries the session's token fetched here, on the server: the action's
 * own form post was already checked by React Router's same-origin rule and the SameSite=Lax
 * session cookie (docs/decisions/043-csrf-in-the-web-api-client.md).
 */
export function serverApi(context: Readonly<RouterContextProvider>): ApiClient {
  let api = serverApis.get(context);
  if (!api) {
    const send = context.get(shopContext).apiFetch;
    api = shopClient(send, IN_PROCESS, csrfTokenSource(send, IN_PROCESS), [notFoundIsPageNotFound]);
    serverApis.set(context, api);
  }
  return api;
}

/** The same answer for every caller in one render: one API call however many loaders ask. */
export function oncePerRender<T>(read: (api: ApiClient) => Promise<T>): (api: ApiClient) => Promise<T> {
  const answers = new WeakMap<ApiClient, Promise<T>>();
  return (api) => {
    let answered = answers.get(api);
    if (!answered) {
      answered = read(api);
      answers.set(api, answered);
    }
    return answered;
  };
}

const browserOrigin = () => (globalThis as { location?: { origin: string } }).location?.origin ?? "http://localhost";
const browserFetch: FetchLike = (request) => fetch(request);
const browserTokens = csrfTokenSource(browserFetch, browserOrigin());

/**
 * The API for code running in the browser: same-origin fetch, CSRF token on state changes; an
 * account call answered 401 on a signed-in page leaves through logout (lib/session-expiry.ts).
 */
export const browserApi: ApiClient = shopClient(browserFetch, browserOrigin(), browserTokens, [
  expiredSessionWatch(),
]);

/** The page already knows the token from the root loader; this saves the browser a round trip. */
export const rememberCsrfToken = browserTokens.remember;

/** spec/2 §9: a call from the browser that the shop has not answered in 30 s has failed. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The options that give a browser call the 30 s time-out: `{ body, ...timeout() }`. */
export const timeout = () => ({ signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
