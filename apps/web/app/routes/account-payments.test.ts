import { describe, expect, it } from "vitest";
import { PAYMENTS_TRADE_ACCOUNTS_ONLY } from "@merchant/domain/payments";
import { overview } from "~/features/account-payments/testing/fixtures.ts";
import { json, locationOf, runLoader, statusOf } from "~/lib/testing/loader-calls.ts";
import { signedIn, signedOut } from "~/lib/testing/sessions.ts";
import { headers, loader } from "./account-payments.tsx";

const load = (answer: (path: string) => Response) => runLoader(loader, "/account/payments", answer);

describe("the account payment screen's loader (spec/1 §2)", () => {
  it("reads the session and the active account's balance, limits and open invoices; the page is never kept", async () => {
    const payments = overview();
    const { result, calls } = await load((path) => json(path === "/api/session" ? signedIn : payments));
    expect(result).toEqual({ overview: payments, refusal: null });
    expect(calls).toEqual(["/api/session", "/api/account/payments"]);
    expect(headers()).toEqual({ "Cache-Control": "no-store" });
  });

  it("sends a visitor to log in first and come back", async () => {
    const { thrown, calls } = await load(() => json(signedOut));
    expect(statusOf(thrown)).toBe(302);
    expect(locationOf(thrown)).toBe("/account/login?redirectTo=%2Faccount%2Fpayments");
    expect(calls).toEqual(["/api/session"]);
  });

  it("tells a user without a trade account why there is nothing to pay, rather than failing", async () => {
    const { result } = await load((path) =>
      path === "/api/session"
        ? json(signedIn)
        : json({ error: { code: "forbidden", message: PAYMENTS_TRADE_ACCOUNTS_ONLY } }, 403),
    );
    expect(result).toEqual({ overview: null, refusal: PAYMENTS_TRADE_ACCOUNTS_ONLY });
  });

  it("sends a user whose session ends on the way to log in and come back", async () => {
    const { thrown } = await load((path) =>
      path === "/api/session"
        ? json(signedIn)
        : json({ error: { code: "unauthorised", message: "Please log in to see your trade accounts" } }, 401),
    );
    expect(statusOf(thrown)).toBe(302);
    expect(locationOf(thrown)).toBe("/account/login?redirectTo=%2Faccount%2Fpayments");
  });
});
