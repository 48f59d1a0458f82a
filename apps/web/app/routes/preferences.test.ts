/**
 * The preference forms posted without JavaScript (issue 15: the VAT switch; spec/1 §2: the cookie
 * banner): the choice goes to the API (whose cookie the web host hands on), then back to the page.
 */
import { describe, expect, it } from "vitest";
import { renderContext } from "~/lib/load-context.ts";
import { json, locationOf, refused, statusOf, type Thrown } from "~/lib/testing/loader-calls.ts";
import { action as postCookies, loader as getCookies } from "./preferences-cookies.tsx";
import { action as postVat, loader as getVat } from "./preferences-vat.tsx";

type Call = { path: string; method: string; body: unknown };

/** Posts `form` to the action against a fake API; what it threw, and the state changes it asked of the API. */
async function post(
  action: (args: never) => Promise<never>,
  url: string,
  form: Record<string, string>,
  // The API echoes the choice it kept.
  answer: (call: Call) => Response = (call) => json(call.body),
) {
  const calls: Call[] = [];
  const apiFetch = async (request: Request) => {
    const call = {
      path: new URL(request.url).pathname,
      method: request.method,
      body: request.method === "GET" ? null : await request.json(),
    };
    calls.push(call);
    // The client fetches the session's CSRF token first.
    return call.method === "GET" ? json({ csrfToken: "token" }) : answer(call);
  };
  const address = new URL(url, "http://shop.test");
  const request = new Request(address, { method: "POST", body: new URLSearchParams(form) });
  try {
    await action({
      request,
      url: address,
      params: {},
      pattern: "",
      context: renderContext({ apiFetch }),
    } as never);
    throw new Error("the action did not answer with a redirect");
  } catch (thrown) {
    return { thrown: thrown as Thrown, calls: calls.filter((call) => call.method !== "GET") };
  }
}

describe("the VAT switch posted without JavaScript (/preferences/vat)", () => {
  it("keeps the choice through the API and goes back to the page it was on", async () => {
    const { thrown, calls } = await post(postVat as never, "/preferences/vat", {
      vat: "EX",
      redirectTo: "/category/timber?page=2",
    });
    expect(calls).toEqual([{ path: "/api/preferences/vat", method: "PUT", body: { vat: "EX" } }]);
    expect(statusOf(thrown)).toBe(302);
    expect(locationOf(thrown)).toBe("/category/timber?page=2");
  });

  it("never sends the shopper off the shop", async () => {
    const { thrown } = await post(postVat as never, "/preferences/vat", {
      vat: "INC",
      redirectTo: "//evil.example/",
    });
    expect(locationOf(thrown)).toBe("/");
  });

  it("answers a value the API refuses with a 400, and goes nowhere", async () => {
    const { thrown } = await post(
      postVat as never,
      "/preferences/vat",
      { vat: "BOTH", redirectTo: "/" },
      () => refused({ vat: "Must be INC or EX" }),
    );
    expect(statusOf(thrown)).toBe(400);
    expect(locationOf(thrown)).toBeNull();
  });

  it("sends an address typed in to the home page", () => {
    expect(locationOf(getVat() as unknown as Response)).toBe("/");
  });
});

describe("the cookie banner posted without JavaScript (/preferences/cookies)", () => {
  it.each(["all", "essential"])("keeps %s through the API and goes back to the page", async (consent) => {
    const { thrown, calls } = await post(postCookies as never, "/preferences/cookies", {
      consent,
      redirectTo: "/product/oak-sleeper",
    });
    expect(calls).toEqual([{ path: "/api/preferences/cookies", method: "PUT", body: { consent } }]);
    expect(locationOf(thrown)).toBe("/product/oak-sleeper");
  });

  it("sends an address typed in to the cookies page, where the choice is", () => {
    expect(locationOf(getCookies() as unknown as Response)).toBe("/help/cookies");
  });
});
