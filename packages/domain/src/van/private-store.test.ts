import { describe, expect, it } from "vitest";
import { QUANTITY_INVALID } from "./messages.ts";
import {
  checkPrivateStoreAdd,
  checkPrivateStoreCheckout,
  DELIVERY_POSTCODE_REQUIRED,
  INSUFFICIENT_STORE_STOCK,
} from "./private-store.ts";

describe("spec/3 §1, §5, §9 a private-store basket line", () => {
  it("takes a line of 1 to 999 within the store's level", () => {
    expect(checkPrivateStoreAdd(1, 5)).toEqual({ ok: true, value: 1 });
    expect(checkPrivateStoreAdd(5, 5)).toEqual({ ok: true, value: 5 });
    expect(checkPrivateStoreAdd(999, 1200)).toEqual({ ok: true, value: 999 });
  });

  it("refuses a line over 999 with the spec's quantity message, whatever the store holds", () => {
    expect(checkPrivateStoreAdd(1000, 5000)).toMatchObject({ ok: false, message: QUANTITY_INVALID });
  });

  it("refuses a line over the store's level, the second of two adds included", () => {
    expect(checkPrivateStoreAdd(6, 5)).toMatchObject({ ok: false, message: INSUFFICIENT_STORE_STOCK });
    expect(checkPrivateStoreAdd(1, 0)).toMatchObject({ ok: false, code: "insufficient_stock" });
  });
});

describe("spec/3 §1 private-store checkout: collection or delivery", () => {
  it("needs nothing more for collection at the store", () => {
    expect(checkPrivateStoreCheckout("collection", "nonsense")).toEqual({
      ok: true,
      value: { fulfilment: "collection", deliveryPostcode: null },
    });
  });

  it("needs a UK postcode for delivery, kept normalised (spec/3 §5 postcode check, spaces ignored)", () => {
    expect(checkPrivateStoreCheckout("delivery", " ls11ub ")).toEqual({
      ok: true,
      value: { fulfilment: "delivery", deliveryPostcode: "LS1 1UB" },
    });
    expect(checkPrivateStoreCheckout("delivery", "")).toMatchObject({
      ok: false,
      message: DELIVERY_POSTCODE_REQUIRED,
    });
    expect(checkPrivateStoreCheckout("delivery", "not a postcode")).toMatchObject({
      ok: false,
      message: DELIVERY_POSTCODE_REQUIRED,
    });
  });
});
