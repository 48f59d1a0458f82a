import type { AppLoadContext } from "react-router";
import type { VatPreference } from "@merchant/domain/money";
import { isRefusedInput, toApiError } from "./api-error.ts";
import type {
  Autocomplete,
  BranchDetail,
  BranchList,
  CategoryNode,
  CategoryPage,
  Crumb,
  ProductDetail,
  ProductListing,
  SearchResults,
  Session,
  SignedInUser,
  Site,
} from "./api-types.ts";
import type { ApiFetch } from "./load-context.ts";

export { answerOrRefusal, ApiError, isRefusedInput } from "./api-error.ts";

/** How one side (server render or browser) reaches the API and proves a state change is wanted. */
type Transport = {
  fetch: ApiFetch;
  csrfToken: () => Promise<string>;
  forgetCsrfToken: () => void;
  /** What an API 404 becomes: in a loader, the page's own 404. */
  notFound?: () => never;
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The typed calls of docs/api.md over one transport. Failures throw an `ApiError`. */
function createApi(transport: Transport) {
  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const method = (init.method ?? "GET").toUpperCase();
    const changesState = STATE_CHANGING.has(method);
    const send = async () => {
      const headers = new Headers(init.headers);
      headers.set("accept", "application/json");
      if (init.body !== undefined && !headers.has("content-type"))
        headers.set("content-type", "application/json");
      if (changesState) headers.set("x-csrf-token", await transport.csrfToken());
      return transport.fetch(path, { ...init, headers });
    };

    let response = await send();
    // A token goes stale when the session is renewed (at login): fetch the new one and try once more.
    if (changesState && response.status === 403 && (await toApiError(response.clone())).code === "csrf") {
      transport.forgetCsrfToken();
      response = await send();
    }
    if (!response.ok) {
      const error = await toApiError(response);
      if (error.status === 404) transport.notFound?.();
      throw error;
    }
    // 204 No Content (logout) has no body to read.
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  const listing = (params: URLSearchParams) => (params.size > 0 ? `?${params}` : "");

  return {
    session: () => request<Session>("/api/session"),
    site: () => request<Site>("/api/site"),
    categoryTree: () => request<{ categories: CategoryNode[] }>("/api/categories/tree"),
    category: (slug: string) => request<CategoryPage>(`/api/categories/${encodeURIComponent(slug)}`),
    categoryProducts: (slug: string, params: URLSearchParams) =>
      request<ProductListing>(`/api/categories/${encodeURIComponent(slug)}/products${listing(params)}`),
    product: (slug: string) =>
      request<{ product: ProductDetail; breadcrumb: Crumb[] }>(`/api/products/${encodeURIComponent(slug)}`),
    autocomplete: (q: string, signal?: AbortSignal) =>
      request<Autocomplete>(
        `/api/search/autocomplete?${new URLSearchParams({ q })}`,
        signal ? { signal } : {},
      ),
    search: (params: URLSearchParams) => request<SearchResults>(`/api/search${listing(params)}`),
    branches: (params: URLSearchParams) => request<BranchList>(`/api/branches${listing(params)}`),
    branch: (id: number) => request<{ branch: BranchDetail }>(`/api/branches/${id}`),
    setVatPreference: (vat: VatPreference) =>
      request<{ vat: VatPreference }>("/api/preferences/vat", {
        method: "PUT",
        body: JSON.stringify({ vat }),
      }),
    logIn: (email: string, password: string) =>
      request<{ user: SignedInUser }>("/api/auth/login", {
        method: "POST",
        body: JSON.stringify({ email, password }),
      }),
    logOut: () => request<void>("/api/auth/logout", { method: "POST" }),
  };
}

export type Api = ReturnType<typeof createApi>;

async function readSession(fetcher: ApiFetch): Promise<Session> {
  const response = await fetcher("/api/session", { headers: { accept: "application/json" } });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as Session;
}

/** Fetches the session's CSRF token on first need and keeps it until told it is stale. */
function csrfTokenSource(fetchSession: () => Promise<Session>) {
  let token: Promise<string> | undefined;
  return {
    csrfToken: () => (token ??= fetchSession().then((session) => session.csrfToken)),
    forgetCsrfToken: () => (token = undefined),
    remember: (known: string) => (token = Promise.resolve(known)),
  };
}

/** Thrown from a loader, the page's own 404. */
function pageNotFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/**
 * For a loader's `.catch`: an address whose path the API refuses (a slug with a control
 * character, say) names nothing the shop has, so the page is a 404 rather than an error.
 */
export function notFoundWhenRefused(error: unknown): never {
  if (isRefusedInput(error)) pageNotFound();
  throw error;
}

const serverApis = new WeakMap<AppLoadContext, Api>();

/**
 * The API for a loader or action: in-process through the web host. An API 404 becomes the
 * page's 404. A state change made by an action carries the session's token fetched here, on
 * the server: the action's own form post was already checked by React Router's same-origin
 * rule and the SameSite=Lax session cookie (docs/decisions/043-csrf-in-the-web-api-client.md).
 */
export function serverApi(context: AppLoadContext): Api {
  const known = serverApis.get(context);
  if (known) return known;
  const tokens = csrfTokenSource(() => readSession(context.apiFetch));
  const api = createApi({
    fetch: context.apiFetch,
    ...tokens,
    notFound: pageNotFound,
  });
  serverApis.set(context, api);
  return api;
}

const browserFetch: ApiFetch = (path, init) => fetch(path, { ...init, credentials: "same-origin" });
const browserTokens = csrfTokenSource(() => readSession(browserFetch));

/** The API for code running in the browser: same-origin fetch, CSRF token on state changes. */
export const browserApi: Api = createApi({ fetch: browserFetch, ...browserTokens });

/** The page already knows the token from the root loader; this saves the browser a round trip. */
export const rememberCsrfToken = browserTokens.remember;
