import { describe, expect, it } from "vitest";
import { deliversTo, roundMiles } from "./delivery-radius.ts";

describe("spec/2 §2–§3 a branch delivers within its maximum delivery radius", () => {
  const branch = { maxDeliveryDistanceMiles: 20, basketEcommerceActive: true };

  it("delivers inside and up to the radius, not beyond", () => {
    expect(deliversTo(branch, 0)).toBe(true);
    expect(deliversTo(branch, 19.9)).toBe(true);
    expect(deliversTo(branch, 20)).toBe(true);
    expect(deliversTo(branch, 20.01)).toBe(false);
  });

  it("does not deliver when the branch takes no web baskets (basket e-commerce inactive)", () => {
    expect(deliversTo({ ...branch, basketEcommerceActive: false }, 1)).toBe(false);
  });
});

describe("spec/2 §9 distances in miles to one decimal place", () => {
  it("rounds to the nearest tenth", () => {
    expect(roundMiles(3.14159)).toBe(3.1);
    expect(roundMiles(3.15)).toBe(3.2);
    expect(roundMiles(0.04)).toBe(0);
    expect(roundMiles(120)).toBe(120);
  });
});
