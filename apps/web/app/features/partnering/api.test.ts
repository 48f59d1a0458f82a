import { afterEach, describe, expect, it, vi } from "vitest";
import { addToPartneringCatalogue } from "./api.ts";
import { cement } from "./testing/fixtures.ts";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("spec/2 §7 POST /partneringcatalogues/add from the browser", () => {
  it("sends the product and quantity only, with the session's CSRF token, and gives the shop 10 s", async () => {
    const sent: Request[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) => {
        sent.push(request.clone());
        return new URL(request.url).pathname === "/api/session"
          ? json({ csrfToken: "token-1" }, 200)
          : json({ ...cement, quantity: 3 }, 201);
      }),
    );
    const timeout = vi.spyOn(AbortSignal, "timeout");
    expect(await addToPartneringCatalogue(70, 3)).toEqual({ ...cement, quantity: 3 });
    expect(timeout).toHaveBeenCalledExactlyOnceWith(10_000);
    const add = sent.find((request) => request.method === "POST")!;
    expect(new URL(add.url).pathname).toBe("/api/account/partnering-catalogue/items");
    expect(add.headers.get("x-csrf-token")).toBe("token-1");
    expect(await add.json()).toEqual({ productId: 70, quantity: 3 });
  });

  it("fails with the shop's refusal", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) =>
        new URL(request.url).pathname === "/api/session"
          ? json({ csrfToken: "token-1" }, 200)
          : json({ error: { code: "not_found", message: "No product with id 70" } }, 404),
      ),
    );
    await expect(addToPartneringCatalogue(70, 3)).rejects.toMatchObject({
      status: 404,
      message: "No product with id 70",
    });
  });
});
