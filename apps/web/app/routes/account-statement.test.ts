import { describe, expect, it } from "vitest";
import type { AccountStatement } from "@merchant/contract";
import { actionArgs, json, locationOf, runLoader, statusOf } from "~/lib/testing/loader-calls.ts";
import { SAMS_ACCOUNT, signedIn, signedOut } from "~/lib/testing/sessions.ts";
import { headers, loader } from "./account-statement.tsx";
import { action } from "./account-online-invoices.tsx";
import type { Route as OnlineInvoicesRoute } from "./+types/account-online-invoices";

const statement: AccountStatement = {
  account: SAMS_ACCOUNT,
  asOf: "2026-11-21T10:15:00.000Z",
};
const notFound = json({ error: { code: "not_found", message: "No such trade account" } }, 404);

const load = (url: string, answer: (path: string) => Response) => runLoader(loader, url, answer);

describe("the statement page's loader (/account/statement?account=)", () => {
  it("reads the session and the account's statement, and the page is never kept", async () => {
    const { result, calls } = await load("/account/statement?account=11", (path) =>
      json(path === "/api/session" ? signedIn : statement),
    );
    expect(result).toEqual({ statement });
    expect(calls).toEqual(["/api/session", "/api/account/statements/11"]);
    expect(headers()).toEqual({ "Cache-Control": "no-store" });
  });

  it("sends a visitor to log in first and come back to the same statement", async () => {
    const { thrown, calls } = await load("/account/statement?account=11", () => json(signedOut));
    expect(statusOf(thrown)).toBe(302);
    expect(locationOf(thrown)).toBe("/account/login?redirectTo=%2Faccount%2Fstatement%3Faccount%3D11");
    expect(calls).toEqual(["/api/session"]);
  });

  const refused = () =>
    json(
      {
        error: {
          code: "bad_request",
          message: "accountId must be at most 2147483647",
          fields: { accountId: "Must be at most 2147483647" },
        },
      },
      400,
    );

  it.each([
    [
      "an account the user does not hold (the API's 404)",
      "/account/statement?account=12",
      () => notFound.clone(),
    ],
    ["no account", "/account/statement", refused],
    ["an account that is not a number", "/account/statement?account=first", refused],
    ["an account beyond any id (the API's 400)", "/account/statement?account=2147483648", refused],
  ])("is the page's 404 for %s", async (_case, url, answer) => {
    const { thrown } = await load(url, (path) => (path === "/api/session" ? json(signedIn) : answer()));
    expect(statusOf(thrown)).toBe(404);
  });
});

describe("the online-invoice request posted without JavaScript (spec/1 §4)", () => {
  function post(accountId: string, answer: (path: string) => Response) {
    const calls: string[] = [];
    const args = actionArgs("/account/online-invoices", { accountId }, (path) => {
      calls.push(path);
      return path === "/api/session" ? json(signedIn) : answer(path);
    });
    return { run: () => action(args as OnlineInvoicesRoute.ActionArgs), calls };
  }
  const outcome = (result: unknown) => {
    const answered = result as { data: { sent: boolean }; init: ResponseInit | null };
    return { sent: answered.data.sent, status: answered.init?.status };
  };

  it("answers 'Request Sent' (202) when the shop took it", async () => {
    const { run, calls } = post("11", () =>
      json({ message: "Request Sent", request: { accountId: 11, requestedAt: statement.asOf } }, 202),
    );
    expect(outcome(await run())).toEqual({ sent: true, status: 202 });
    expect(calls).toContain("/api/account/online-invoices");
  });

  it.each([
    ["another user's account", () => notFound.clone(), 404],
    [
      "bad input",
      () =>
        json(
          {
            error: {
              code: "bad_request",
              message: "accountId must be a whole number",
              fields: { accountId: "Must be a whole number" },
            },
          },
          400,
        ),
      400,
    ],
    [
      "too many requests",
      () => json({ error: { code: "rate_limited", message: "Too many requests." } }, 429),
      429,
    ],
  ])("answers 'Request Failed' for %s", async (_case, answer, status) => {
    const { run } = post("11", answer);
    expect(outcome(await run())).toEqual({ sent: false, status });
  });
});
