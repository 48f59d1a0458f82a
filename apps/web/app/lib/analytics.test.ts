// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  analyticsAllowed,
  cartEvent,
  pushCartEvent,
  pushEcommerce,
  pushProductClick,
  pushQuantityChange,
  pushToDataLayer,
} from "./analytics.ts";

const screws = { productId: 12, name: "Wood Screws", unitPricePence: 799 };

beforeEach(() => {
  window.dataLayer = undefined;
});

describe("the analytics data layer (spec/2 §7)", () => {
  it("pushes add_to_cart in GBP with each price the pence divided by 100", () => {
    pushCartEvent("add_to_cart", [{ ...screws, quantity: 3 }]);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "GBP",
          value: 23.97,
          items: [{ item_id: "12", item_name: "Wood Screws", price: 7.99, quantity: 3 }],
        },
      },
    ]);
  });

  it("pushes a product card's click as select_item (spec/1 §7 productclick)", () => {
    pushProductClick(screws);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: "select_item",
        ecommerce: {
          currency: "GBP",
          items: [{ item_id: "12", item_name: "Wood Screws", price: 7.99 }],
        },
      },
    ]);
  });

  it("adds up the value in pence, so pounds do not drift", () => {
    const event = cartEvent("remove_from_cart", [
      { productId: 1, name: "A", unitPricePence: 10, quantity: 3 },
      { productId: 2, name: "B", unitPricePence: 20, quantity: 1 },
    ]);
    expect((event.ecommerce as { value: number }).value).toBe(0.5);
  });

  it("pushes a quantity change as the difference: more is an add, fewer a removal, the same nothing", () => {
    pushQuantityChange(screws, 2, 5);
    pushQuantityChange(screws, 5, 1);
    pushQuantityChange(screws, 1, 1);
    const events = (window.dataLayer ?? []).filter((entry) => "event" in entry);
    expect(
      events.map((entry) => [
        entry.event,
        (entry.ecommerce as { items: { quantity: number }[] }).items[0]?.quantity,
      ]),
    ).toEqual([
      ["add_to_cart", 3],
      ["remove_from_cart", 4],
    ]);
  });
});

describe("the data layer waits for consent (spec/1 §2 accept cookies, decision 139)", () => {
  const answer = (value: string | null) => {
    document.cookie =
      value === null ? "cookie_consent=; path=/; max-age=0" : `cookie_consent=${value}; path=/`;
  };
  afterEach(() => answer("all"));

  it("pushes nothing before the shopper answers, not even an empty data layer", () => {
    answer(null);
    expect(analyticsAllowed()).toBe(false);
    pushCartEvent("add_to_cart", [{ ...screws, quantity: 1 }]);
    pushProductClick(screws);
    pushEcommerce({ event: "begin_checkout" });
    pushToDataLayer({ event: "checkout_progress", step: 1 });
    expect(window.dataLayer).toBeUndefined();
  });

  it("pushes nothing after Reject non-essential", () => {
    answer("essential");
    pushQuantityChange(screws, 1, 4);
    expect(window.dataLayer).toBeUndefined();
  });

  it("pushes from the moment of Accept all, on the same page", () => {
    answer("essential");
    pushProductClick(screws);
    answer("all");
    pushProductClick(screws);
    expect(window.dataLayer).toHaveLength(2);
  });
});
