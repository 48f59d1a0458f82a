import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, browserApi, rememberCsrfToken, serverApi } from "./api.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fake API: answers the session with the current token and records every call. */
function fakeApi(answer: (path: string, init: RequestInit) => Response) {
  const calls: { path: string; method: string; headers: Headers; body: unknown }[] = [];
  const apiFetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    calls.push({ path, method: init.method ?? "GET", headers: new Headers(init.headers), body: init.body });
    return answer(path, init);
  });
  return { calls, apiFetch, context: { apiFetch } as AppLoadContext };
}

describe("serverApi (loaders and actions)", () => {
  it("reads the contract's JSON", async () => {
    const site = { brand: { code: "BU", name: "Buildwell" }, brands: [] };
    const { context } = fakeApi(() => json(site));
    await expect(serverApi(context).site()).resolves.toEqual(site);
  });

  it("turns an API 404 into the page's 404 response", async () => {
    const { context } = fakeApi(() => json({ error: { code: "not_found", message: "No such product" } }, 404));
    const thrown = await serverApi(context)
      .product("no-such-thing")
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("gives bad input as an ApiError naming each field", async () => {
    const body = { error: { code: "bad_request", message: "q must be at least 3 characters", fields: { q: "Too short" } } };
    const { context } = fakeApi(() => json(body, 400));
    const thrown = await serverApi(context)
      .autocomplete("ab")
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 400, code: "bad_request", message: "q must be at least 3 characters" });
    expect((thrown as ApiError).fields).toEqual({ q: "Too short" });
  });

  it("still gives an ApiError when a failure is not in the error shape", async () => {
    const { context } = fakeApi(() => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    await expect(serverApi(context).categoryTree()).rejects.toMatchObject({ status: 502, code: "internal" });
  });

  it("sends the session's CSRF token with a state change, fetching it once per render", async () => {
    const { calls, context } = fakeApi((path, init) =>
      path === "/api/session" ? json({ csrfToken: "t-1", vat: "INC", brand: "BU" }) : json(JSON.parse(String(init.body))),
    );
    const api = serverApi(context);
    await api.setVatPreference("EX");
    await api.setVatPreference("INC");
    const puts = calls.filter((call) => call.method === "PUT");
    expect(puts.map((call) => call.headers.get("x-csrf-token"))).toEqual(["t-1", "t-1"]);
    expect(puts[0]?.body).toBe('{"vat":"EX"}');
    expect(puts[0]?.headers.get("content-type")).toBe("application/json");
    expect(calls.filter((call) => call.path === "/api/session")).toHaveLength(1);
  });

  it("does not send a CSRF token with a read", async () => {
    const { calls, context } = fakeApi(() => json({ categories: [] }));
    await serverApi(context).categoryTree();
    expect(calls[0]?.headers.has("x-csrf-token")).toBe(false);
  });

  it("keeps query parameters of a listing and encodes the slug", async () => {
    const { calls, context } = fakeApi(() => json({ items: [] }));
    await serverApi(context).categoryProducts("sheet & board", new URLSearchParams({ page: "2", sort: "price_asc" }));
    expect(calls[0]?.path).toBe("/api/categories/sheet%20%26%20board/products?page=2&sort=price_asc");
  });
});

describe("browserApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches same-origin with cookies and turns a 404 into an ApiError, not a page response", async () => {
    const fetchMock = vi.fn(async () => json({ error: { code: "not_found", message: "Unknown category" } }, 404));
    vi.stubGlobal("fetch", fetchMock);
    await expect(browserApi.category("nothing")).rejects.toMatchObject({ name: "ApiError", status: 404 });
    expect(fetchMock).toHaveBeenCalledWith("/api/categories/nothing", expect.objectContaining({ credentials: "same-origin" }));
  });

  it("fetches a fresh token and retries once when the API says the token is stale", async () => {
    rememberCsrfToken("stale");
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit = {}) => {
        if (path === "/api/session") return json({ csrfToken: "fresh", vat: "INC", brand: "BU" });
        const token = new Headers(init.headers).get("x-csrf-token");
        sent.push(token);
        return token === "fresh" ? json({ vat: "EX" }) : json({ error: { code: "csrf", message: "Bad token" } }, 403);
      }),
    );
    await expect(browserApi.setVatPreference("EX")).resolves.toEqual({ vat: "EX" });
    expect(sent).toEqual(["stale", "fresh"]);
  });
});
