import { describe, expect, it } from "vitest";
import { PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE } from "@merchant/domain/partnering";
import { actionArgs, json, locationOf, runLoader, statusOf } from "~/lib/testing/loader-calls.ts";
import { signedIn, signedOut } from "~/lib/testing/sessions.ts";
import type { Route } from "./+types/account-partnering-catalogue";
import { action, headers, loader } from "./account-partnering-catalogue.tsx";

const catalogue = {
  account: { id: 11, accNumber: "CAR1001", name: "Carter Construction Ltd" },
  branch: null,
  items: [],
};

const load = (answer: (path: string) => Response) =>
  runLoader(loader, "/account/partnering-catalogue", answer);

describe("the partnering catalogue page's loader", () => {
  it("reads the session and the active account's catalogue, and the page is never kept", async () => {
    const { result, calls } = await load((path) => json(path === "/api/session" ? signedIn : catalogue));
    expect(result).toEqual({ catalogue, refusal: null });
    expect(calls).toEqual(["/api/session", "/api/account/partnering-catalogue"]);
    expect(headers()).toEqual({ "Cache-Control": "no-store" });
  });

  it("sends a visitor to log in first and come back", async () => {
    const { thrown, calls } = await load(() => json(signedOut));
    expect(statusOf(thrown)).toBe(302);
    expect(locationOf(thrown)).toBe("/account/login?redirectTo=%2Faccount%2Fpartnering-catalogue");
    expect(calls).toEqual(["/api/session"]);
  });

  it("tells a user without a trade account why there is no catalogue, rather than failing", async () => {
    const { result } = await load((path) =>
      path === "/api/session"
        ? json(signedIn)
        : json({ error: { code: "forbidden", message: PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE } }, 403),
    );
    expect(result).toEqual({ catalogue: null, refusal: PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE });
  });
});

describe("the partnering catalogue page's action", () => {
  function remove(productId: string, answer: (method: string, path: string) => Response) {
    const calls: string[] = [];
    // The in-process API: the session for the CSRF token, then the removal.
    const args = actionArgs("/account/partnering-catalogue", { intent: "remove", productId }, (path) => {
      calls.push(path);
      return path === "/api/session" ? json(signedIn) : answer("DELETE", path);
    });
    return { run: () => action(args as Route.ActionArgs), calls };
  }

  it("removes the product through the API", async () => {
    const { run, calls } = remove("70", () => new Response(null, { status: 204 }));
    expect(await run()).toEqual({});
    expect(calls).toContain("/api/account/partnering-catalogue/items/70");
  });

  it("takes a product already gone (a second click) as removed", async () => {
    const { run } = remove("70", () =>
      json({ error: { code: "not_found", message: "Product 70 is not in your partnering catalogue" } }, 404),
    );
    expect(await run()).toEqual({});
  });
});
