import { describe, expect, it } from "vitest";
import { serverApi } from "~/lib/api.ts";
import { renderContext } from "~/lib/load-context.ts";
import { json } from "~/lib/testing/loader-calls.ts";
import { tradeAccountsFor } from "./api.ts";
import { yardAccount } from "./testing/trade-accounts.ts";

/** An in-process API that answers every call with `reply`, recording the paths asked for. */
function apiAnswering(reply: Response) {
  const asked: string[] = [];
  const api = serverApi(
    renderContext({
      apiFetch: async (request) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return reply.clone();
      },
    }),
  );
  return { api, asked };
}

const failure = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

describe("reading the trade accounts for the account page's loader", () => {
  it("asks the API for the user's trade accounts and answers them", async () => {
    const { api, asked } = apiAnswering(json({ accounts: [yardAccount] }));
    expect(await tradeAccountsFor(api)).toEqual([yardAccount]);
    expect(asked).toEqual(["GET /api/account/trade-accounts"]);
  });

  it("answers null when the shop could not read them, so the rest of the page still shows", async () => {
    const gatewayPage = new Response("<h1>502 Bad Gateway</h1>", {
      status: 502,
      headers: { "content-type": "text/html" },
    });
    const { api } = apiAnswering(gatewayPage);
    expect(await tradeAccountsFor(api)).toBeNull();
  });

  it("throws when the user is signed out", async () => {
    const { api } = apiAnswering(failure(401, "unauthorised", "Please log in."));
    await expect(tradeAccountsFor(api)).rejects.toMatchObject({ status: 401 });
  });
});
