import { describe, expect, it } from "vitest";
import { canSwitchTo, fulfilmentTabEvents } from "./fulfilment-switch.ts";
import { FULFILMENT_TYPES, isFulfilment, parseFulfilment } from "./fulfilment-type.ts";
import { miniBasketFulfilmentLine } from "./mini-basket-fulfilment.ts";

describe("spec/2 §4 Fulfilment type — only collection or delivery", () => {
  it("has the two values of spec/2 §9", () => expect(FULFILMENT_TYPES).toEqual(["collection", "delivery"]));

  it.each(["collection", "delivery"])("accepts %j", (value) => {
    expect(parseFulfilment(value)).toEqual({ ok: true, value });
    expect(isFulfilment(value)).toBe(true);
  });

  it.each([
    "",
    " delivery",
    "Collection",
    "DELIVERY",
    "click-and-collect",
    "post",
    null,
    undefined,
    1,
    {},
    ["delivery"],
  ])("rejects %j as a bad fulfilment type", (value) => {
    expect(parseFulfilment(value)).toEqual({
      ok: false,
      code: "bad_fulfilment_type",
      message: "Bad fulfilment type: fulfilment must be collection or delivery.",
    });
    expect(isFulfilment(value)).toBe(false);
  });
});

describe("spec/2 §4 Fulfilment type — when switching is safe", () => {
  const nothing = { collectionStoreId: null, deliveryPostcode: null };

  it("allows collection only with a collection store", () => {
    expect(canSwitchTo("collection", nothing)).toBe(false);
    expect(canSwitchTo("collection", { ...nothing, deliveryPostcode: "LS1 4AP" })).toBe(false);
    expect(canSwitchTo("collection", { ...nothing, collectionStoreId: 12 })).toBe(true);
    expect(canSwitchTo("collection", { ...nothing, collectionStoreId: 0 })).toBe(true);
  });

  it("allows delivery only with a delivery postcode", () => {
    expect(canSwitchTo("delivery", nothing)).toBe(false);
    expect(canSwitchTo("delivery", { ...nothing, deliveryPostcode: "  " })).toBe(false);
    expect(canSwitchTo("delivery", { ...nothing, collectionStoreId: 12 })).toBe(false);
    expect(canSwitchTo("delivery", { ...nothing, deliveryPostcode: "LS1 4AP" })).toBe(true);
  });
});

describe("spec/2 §4 Fulfilment type — product-page tab events", () => {
  it("fires nothing without a store or a postcode", () => {
    expect(fulfilmentTabEvents({ collectionStoreId: null, deliveryPostcode: "" })).toEqual([]);
  });
  it("fires a new collection store for a collection store or the closest delivery store", () => {
    expect(fulfilmentTabEvents({ collectionStoreId: 3, deliveryPostcode: null })).toEqual([
      "new-collection-store",
    ]);
    expect(
      fulfilmentTabEvents({ collectionStoreId: null, deliveryPostcode: null, deliveryClosestStoreId: 4 }),
    ).toEqual(["new-collection-store"]);
  });
  it("fires a new postcode for a delivery postcode, after the store event", () => {
    expect(fulfilmentTabEvents({ collectionStoreId: null, deliveryPostcode: "LS1 4AP" })).toEqual([
      "new-postcode",
    ]);
    expect(fulfilmentTabEvents({ collectionStoreId: 3, deliveryPostcode: "LS1 4AP" })).toEqual([
      "new-collection-store",
      "new-postcode",
    ]);
  });
});

describe("spec/2 §4 Fulfilment type — mini basket delivery cost or collection free", () => {
  it("shows the delivery cost in pounds", () => {
    expect(miniBasketFulfilmentLine("delivery", 1250)).toEqual({
      kind: "delivery-cost",
      pence: 1250,
      label: "£12.50",
    });
    expect(miniBasketFulfilmentLine("delivery", 0)).toEqual({
      kind: "delivery-cost",
      pence: 0,
      label: "£0.00",
    });
  });
  it("shows collection as free whatever the delivery cost", () => {
    expect(miniBasketFulfilmentLine("collection", 1250)).toEqual({
      kind: "collection-free",
      label: "Collection FREE",
    });
  });
  it("refuses a delivery cost that is not whole pence", () => {
    expect(() => miniBasketFulfilmentLine("delivery", 12.5)).toThrow(RangeError);
    expect(() => miniBasketFulfilmentLine("delivery", Number.NaN)).toThrow(RangeError);
  });
});
