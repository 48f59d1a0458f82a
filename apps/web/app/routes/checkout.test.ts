import { describe, expect, it } from "vitest";
import type { Basket, CheckoutOptions, SignedInUser } from "@merchant/contract";
import { json, locationOf, runLoader, statusOf } from "~/lib/testing/loader-calls.ts";
import { NOTHING_CHOSEN, SAM, sessionReply } from "~/lib/testing/sessions.ts";
import { basket as fullBasket, guestOptions, order } from "~/features/checkout/testing/fixtures.ts";
import { loader as accountOrderLoader } from "./account-order.tsx";
import { loader as accountOrdersLoader } from "./account-orders.tsx";
import { headers, loader } from "./checkout.tsx";
import { loader as challengeLoader } from "./checkout-challenge.tsx";
import { loader as confirmationLoader } from "./checkout-confirmation.tsx";

const fulfilmentOf = (fulfilment: "collection" | "delivery" | null) => ({
  ...NOTHING_CHOSEN,
  fulfilment,
  deliveryPostcode: fulfilment === "delivery" ? "IP4 2BX" : null,
  deliverable: fulfilment === "delivery" ? true : null,
});
const session = (user: SignedInUser | null, fulfilment: "collection" | "delivery" = "collection") =>
  sessionReply({ user, fulfilment: fulfilmentOf(fulfilment), basketItemCount: 3 });
const sam = SAM;
const emptyBasket: Basket = { ...fullBasket(), lines: [], itemCount: 0 };
const dates = {
  branch: { id: 3, name: "Burwood Ipswich" },
  dates: ["2026-12-02", "2026-12-03"],
  first: "2026-12-02",
};
const notFound = json({ error: { code: "not_found", message: "No such order" } }, 404);

/** Runs a loader against a fake API answering by path; answers its result or what it threw, and the calls made. */
const run = <T>(
  url: string,
  answer: (path: string) => Response,
  call: (args: never) => Promise<T>,
  params: Record<string, string> = {},
) => runLoader(call, url, answer, params);

describe("the checkout page's loader (/checkout)", () => {
  const api =
    (
      fulfilment: "collection" | "delivery",
      basket: Basket,
      user: typeof sam | null = null,
      options: CheckoutOptions = guestOptions,
    ) =>
    (path: string) => {
      if (path === "/api/session") return json(session(user, fulfilment));
      if (path === "/api/basket") return json(basket);
      if (path === "/api/checkout/options") return json(options);
      if (path === "/api/checkout/delivery-dates") return json(dates);
      return notFound;
    };

  it("reads the basket, how the shopper may pay and who they are; a collection asks for no delivery days", async () => {
    const { result, calls } = await run("/checkout", api("collection", fullBasket()), loader);
    expect(result).toEqual({
      basket: fullBasket(),
      options: guestOptions,
      signedIn: false,
      deliveryPostcode: null,
      deliveryDates: null,
    });
    expect(calls.sort()).toEqual(["/api/basket", "/api/checkout/options", "/api/session"]);
    expect(headers()).toEqual({ "Cache-Control": "no-store" });
  });

  it("reads the delivering branch's days for a delivery, with the postcode the basket is priced for", async () => {
    const { result } = await run("/checkout", api("delivery", fullBasket("delivery"), sam), loader);
    expect(result).toMatchObject({
      signedIn: true,
      deliveryPostcode: "IP4 2BX",
      deliveryDates: { ok: true, offered: dates },
    });
  });

  it("sends a shopper with an empty basket back to the basket", async () => {
    const { thrown } = await run("/checkout", api("collection", emptyBasket), loader);
    expect(statusOf(thrown)).toBe(302);
    expect(locationOf(thrown)).toBe("/basket");
  });
});

describe("the confirmation's loader (/checkout/confirmation/:reference)", () => {
  it("reads the order the shopper placed", async () => {
    const { result, calls } = await run(
      "/checkout/confirmation/BU0K3J9X2A",
      (path) => (path === "/api/session" ? json(session(null)) : json({ order: order() })),
      confirmationLoader,
      { reference: "BU0K3J9X2A" },
    );
    expect(result).toEqual({ order: order(), signedIn: false });
    expect(calls).toContain("/api/orders/BU0K3J9X2A");
  });

  it("is the page's 404 for another shopper's order (the API's 404)", async () => {
    const { thrown } = await run(
      "/checkout/confirmation/BU0OTHER01",
      (path) => (path === "/api/session" ? json(session(null)) : notFound),
      confirmationLoader,
      { reference: "BU0OTHER01" },
    );
    expect(statusOf(thrown)).toBe(404);
  });
});

describe("the sandbox's 3-D Secure check's loader (/checkout/challenge)", () => {
  const key = "0123456789abcdef0123456789abcdef";
  const answer = (gateway: "sandbox" | "stripe") => (path: string) =>
    path === "/api/checkout/options"
      ? json({ ...guestOptions, gateway: { name: gateway, publishableKey: null } })
      : json(session(null));

  it("takes the charge's reference and the attempt's key from the address", async () => {
    const { result } = await run(
      `/checkout/challenge?reference=sbx_1a2b&key=${key}`,
      answer("sandbox"),
      challengeLoader,
    );
    expect(result).toEqual({ reference: "sbx_1a2b", key });
  });

  it.each([
    ["no reference", `/checkout/challenge?key=${key}`],
    ["no key", "/checkout/challenge?reference=sbx_1a2b"],
    ["a key that is not one", "/checkout/challenge?reference=sbx_1a2b&key=short"],
    ["a reference with a slash", `/checkout/challenge?reference=a%2Fb&key=${key}`],
  ])("is a 404 with %s", async (_, url) => {
    const { thrown, calls } = await run(url, answer("sandbox"), challengeLoader);
    expect(statusOf(thrown)).toBe(404);
    expect(calls).toEqual([]);
  });

  it("hands the page Stripe's publishable key when Stripe is the gateway, for its own 3-D Secure step", async () => {
    const { result } = await run(
      `/checkout/challenge?reference=pi_3QchallengeA&key=${key}`,
      (path) =>
        path === "/api/checkout/options"
          ? json({
              ...guestOptions,
              gateway: { name: "stripe", publishableKey: "pk_test_51QshopExampleKey" },
            })
          : json(session(null)),
      challengeLoader,
    );
    expect(result).toEqual({ reference: "pi_3QchallengeA", key, stripeKey: "pk_test_51QshopExampleKey" });
  });

  it("is a 404 when the sandbox is not the gateway and Stripe gives no key", async () => {
    const { thrown } = await run(
      `/checkout/challenge?reference=pi_1&key=${key}`,
      answer("stripe"),
      challengeLoader,
    );
    expect(statusOf(thrown)).toBe(404);
  });
});

describe("the account's orders (/account/orders, /account/orders/:reference)", () => {
  const summary = (({ reference, placedAt, status, fulfilment, branch, totals }) => ({
    reference,
    placedAt,
    status,
    fulfilment,
    branch,
    totals,
  }))(order());

  it("lists a signed-in user's orders", async () => {
    const { result } = await run(
      "/account/orders",
      (path) => (path === "/api/session" ? json(session(sam)) : json({ orders: [summary] })),
      accountOrdersLoader,
    );
    expect(result).toEqual({ orders: [summary] });
  });

  it("sends a visitor to log in first and come back", async () => {
    const { thrown, calls } = await run("/account/orders", () => json(session(null)), accountOrdersLoader);
    expect(statusOf(thrown)).toBe(302);
    expect(locationOf(thrown)).toBe("/account/login?redirectTo=%2Faccount%2Forders");
    expect(calls).toEqual(["/api/session"]);
  });

  it("shows one of them, and another customer's order is the page's 404", async () => {
    const mine = await run(
      "/account/orders/BU0K3J9X2A",
      (path) => (path === "/api/session" ? json(session(sam)) : json({ order: order() })),
      accountOrderLoader,
      { reference: "BU0K3J9X2A" },
    );
    expect(mine.result).toEqual({ order: order() });
    const theirs = await run(
      "/account/orders/BU0OTHER01",
      (path) => (path === "/api/session" ? json(session(sam)) : notFound),
      accountOrderLoader,
      { reference: "BU0OTHER01" },
    );
    expect(statusOf(theirs.thrown)).toBe(404);
  });
});
