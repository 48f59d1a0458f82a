import { describe, expect, it, vi } from "vitest";
import { createClient } from "@merchant/contract/client";
import { deliveryDatesOf } from "./api.ts";

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A client whose every call gets `reply`, keeping the requests it made. */
function clientAnswering(reply: () => Response) {
  const sent: Request[] = [];
  const api = createClient({
    baseUrl: "http://shop.test",
    fetch: vi.fn(async (request: Request) => {
      sent.push(request);
      return reply();
    }),
  });
  return { api, sent };
}

describe("issue 12: the checkout loader's delivery dates", () => {
  it("reads the delivering branch's days from GET /api/checkout/delivery-dates", async () => {
    const offered = {
      branch: { id: 3, name: "Ipswich" },
      dates: ["2026-12-02", "2026-12-03"],
      first: "2026-12-02",
    };
    const { api, sent } = clientAnswering(() => json(offered, 200));
    expect(await deliveryDatesOf(api)).toEqual({ ok: true, offered });
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      "GET /api/checkout/delivery-dates",
    ]);
  });

  it("gives the shop's reason when the shopper is not having the basket delivered (409)", async () => {
    const reason =
      "Delivery dates are offered for delivery only. Please choose delivery and enter your postcode.";
    const { api } = clientAnswering(() => json({ error: { code: "conflict", message: reason } }, 409));
    expect(await deliveryDatesOf(api)).toEqual({ ok: false, reason });
  });

  it("throws any other failure", async () => {
    const { api } = clientAnswering(() =>
      json({ error: { code: "internal", message: "Something went wrong" } }, 500),
    );
    await expect(deliveryDatesOf(api)).rejects.toMatchObject({ status: 500 });
  });
});
