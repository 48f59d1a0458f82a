import { describe, expect, it } from "vitest";
import { deliveryChargeTable } from "./delivery-charges.ts";

const bands = [
  { upToMiles: 10, chargePence: 2500 },
  { upToMiles: 5, chargePence: 1500 },
  { upToMiles: 20, chargePence: 3500 },
];

describe("spec/2 §2 delivery charges: a price table by distance band", () => {
  it("orders the bands, each starting where the last ended, with VAT added", () => {
    expect(deliveryChargeTable(bands, 7.2, true)).toEqual([
      { fromMiles: 0, upToMiles: 5, chargeExVat: 1500, chargeIncVat: 1800, applies: false },
      { fromMiles: 5, upToMiles: 10, chargeExVat: 2500, chargeIncVat: 3000, applies: true },
      { fromMiles: 10, upToMiles: 20, chargeExVat: 3500, chargeIncVat: 4200, applies: false },
    ]);
  });

  it("marks the band a distance on its upper edge falls in", () => {
    expect(deliveryChargeTable(bands, 5, true).map((row) => row.applies)).toEqual([true, false, false]);
  });

  it("marks no band for a place the branch does not deliver to", () => {
    expect(deliveryChargeTable(bands, 3, false).some((row) => row.applies)).toBe(false);
    expect(deliveryChargeTable(bands, 25, true).some((row) => row.applies)).toBe(false);
  });
});
