import { afterEach, describe, expect, it, vi } from "vitest";
import { categoryProducts, categoryTree } from "~/features/catalog/api.ts";
import { productPage } from "~/features/product/api.ts";
import { autocomplete } from "~/features/search/api.ts";
import { answer, ApiError, browserApi, rememberCsrfToken, serverApi } from "./api.ts";
import { renderContext } from "./load-context.ts";
import { BURWOOD_COMPANY } from "./testing/companies.ts";
import { sessionReply } from "./testing/sessions.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const theme = { primary: "#123", primaryContrast: "#fff", accent: "#f80", surface: "#eee", text: "#111" };
const site = {
  brand: {
    code: "BU",
    name: "Buildwell",
    tagline: "Everything to build",
    erp: "bistrack",
    theme,
    company: BURWOOD_COMPANY,
  },
  brands: [],
  storePopup: { type: "popup", delayMs: 8000 },
  snow: false,
  partnerFrame: null,
  liveChat: null,
};
const session = (csrfToken: string) => sessionReply({ csrfToken });

/** A fake in-process API: answers each request by its path and records every call. */
function fakeApi(reply: (path: string, request: Request) => Response | Promise<Response>) {
  const calls: { path: string; method: string; headers: Headers; body: string }[] = [];
  const apiFetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    calls.push({
      path: url.pathname + url.search,
      method: request.method,
      headers: request.headers,
      body: await request.clone().text(),
    });
    return reply(url.pathname, request);
  });
  return { calls, context: renderContext({ apiFetch }) };
}

describe("serverApi (loaders and actions)", () => {
  it("reads the contract's JSON", async () => {
    const { context } = fakeApi(() => json(site));
    await expect(answer(serverApi(context).GET("/api/site"))).resolves.toEqual(site);
  });

  it("refuses a reply that breaks the contract, naming the field", async () => {
    const { context } = fakeApi(() => json({ ...site, brand: { ...site.brand, code: "XX" } }));
    await expect(answer(serverApi(context).GET("/api/site"))).rejects.toThrow(/brand\.code/);
  });

  it("turns an API 404 into the page's 404 response", async () => {
    const { context } = fakeApi(() =>
      json({ error: { code: "not_found", message: "No such product" } }, 404),
    );
    const thrown = await productPage(serverApi(context), "no-such-thing").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("gives bad input as an ApiError naming each field", async () => {
    const body = {
      error: { code: "bad_request", message: "q must be at least 3 characters", fields: { q: "Too short" } },
    };
    const { context } = fakeApi(() => json(body, 400));
    const thrown = await autocomplete(serverApi(context), "ab").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 400,
      code: "bad_request",
      message: "q must be at least 3 characters",
    });
    expect((thrown as ApiError).fields).toEqual({ q: "Too short" });
  });

  it("still gives an ApiError when a failure is not in the error shape", async () => {
    const gateway = new Response("<h1>Bad gateway</h1>", {
      status: 502,
      headers: { "content-type": "text/html" },
    });
    const { context } = fakeApi(() => gateway);
    await expect(categoryTree(serverApi(context))).rejects.toMatchObject({
      name: "ApiError",
      status: 502,
      code: "internal",
    });
    const refused = fakeApi(() => json({ error: { code: "rate_limited", message: "Slow down" } }, 429));
    await expect(categoryTree(serverApi(refused.context))).rejects.toMatchObject({
      status: 429,
      code: "rate_limited",
    });
  });

  it("sends the session's CSRF token with a state change, fetching it once per render", async () => {
    const { calls, context } = fakeApi(async (path, request) =>
      path === "/api/session" ? json(session("t-1")) : json(JSON.parse(await request.text())),
    );
    const api = serverApi(context);
    await answer(api.PUT("/api/preferences/vat", { body: { vat: "EX" } }));
    await answer(api.PUT("/api/preferences/vat", { body: { vat: "INC" } }));
    const puts = calls.filter((call) => call.method === "PUT");
    expect(puts.map((call) => call.headers.get("x-csrf-token"))).toEqual(["t-1", "t-1"]);
    expect(puts[0]?.body).toBe('{"vat":"EX"}');
    expect(puts[0]?.headers.get("content-type")).toBe("application/json");
    expect(calls.filter((call) => call.path === "/api/session")).toHaveLength(1);
  });

  it("does not send a CSRF token with a read", async () => {
    const { calls, context } = fakeApi(() => json({ categories: [] }));
    await categoryTree(serverApi(context));
    expect(calls[0]?.headers.has("x-csrf-token")).toBe(false);
  });

  it("sends a listing's query, repeating a list, and encodes the slug", async () => {
    const listing = {
      items: [],
      total: 0,
      page: 2,
      pageSize: 24,
      pageCount: 0,
      facets: { manufacturers: [], price: { min: 0, max: 0 } },
    };
    const { calls, context } = fakeApi(() => json(listing));
    await categoryProducts(serverApi(context), "sheet & board", {
      page: 2,
      sort: "price_asc",
      brand: ["Acme", "Bolt"],
    });
    expect(calls[0]?.path).toBe(
      "/api/categories/sheet%20%26%20board/products?page=2&sort=price_asc&brand=Acme&brand=Bolt",
    );
  });
});

describe("browserApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the shop's own origin and turns a 404 into an ApiError, not a page response", async () => {
    const fetchMock = vi.fn(async (_request: Request) =>
      json({ error: { code: "not_found", message: "Unknown category" } }, 404),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      answer(browserApi.GET("/api/categories/{slug}", { params: { path: { slug: "nothing" } } })),
    ).rejects.toMatchObject({
      name: "ApiError",
      status: 404,
    });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(new URL(request?.url ?? "").pathname).toBe("/api/categories/nothing");
    expect(request?.credentials).toBe("same-origin");
  });

  it("fetches a fresh token and retries once when the API says the token is stale", async () => {
    rememberCsrfToken("stale");
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) => {
        if (new URL(request.url).pathname === "/api/session") return json(session("fresh"));
        const token = request.headers.get("x-csrf-token");
        sent.push(token);
        return token === "fresh"
          ? json({ vat: "EX" })
          : json({ error: { code: "csrf", message: "Bad token" } }, 403);
      }),
    );
    await expect(answer(browserApi.PUT("/api/preferences/vat", { body: { vat: "EX" } }))).resolves.toEqual({
      vat: "EX",
    });
    expect(sent).toEqual(["stale", "fresh"]);
  });
});
