import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { AGGREGATE_KG_PER_CUBIC_CM, AGGREGATE_TYPES, bagsFor, estimateAggregate } from "./aggregate.ts";

const invalid = fail("invalid-aggregate", "Error: Please enter a valid height, width and depth to proceed.");

describe("spec/2 §9 Aggregate calculator — densities", () => {
  it("knows sand, gravel and slate", () => {
    expect(AGGREGATE_TYPES).toEqual(["sand", "gravel", "slate"]);
    expect(AGGREGATE_KG_PER_CUBIC_CM).toEqual({ sand: 0.002, gravel: 0.0018, slate: 0.0016 });
  });
});

describe("spec/2 §9 Aggregate calculator — bulk and poly bags", () => {
  it.each([
    [450, 1, 0],
    [600, 1, 0],
    [800, 1, 0],
    [449.999, 0, 18],
    [449, 0, 18],
    [25, 0, 1],
    [25.001, 0, 2],
    [0.5, 0, 1],
    [800.001, 1, 1],
    [825, 1, 1],
    [826, 1, 2],
    [1300, 1, 20],
    [1600, 2, 0],
    [2450, 3, 2],
  ])("%s kg is %i bulk and %i poly bags", (weightKg, bulkBags, polyBags) => {
    expect(bagsFor(weightKg)).toEqual({ bulkBags, polyBags });
  });
});

describe("spec/2 §5, §9 Aggregate calculator — mm inputs to a weight and bags", () => {
  it("weighs a 3 m × 2 m patch 50 mm deep of sand as 600 kg, one bulk bag", () => {
    expect(estimateAggregate({ type: "sand", length: "3000", width: "2000", depth: "50" })).toEqual(
      ok({ volumeCubicMetres: expect.closeTo(0.3, 12), weightKg: 600, bulkBags: 1, polyBags: 0 }),
    );
  });

  it("uses each type's density", () => {
    expect(estimateAggregate({ type: "gravel", length: 1000, width: 1000, depth: 100 })).toMatchObject(
      ok({ weightKg: 180, bulkBags: 0, polyBags: 8 }),
    );
    expect(estimateAggregate({ type: "slate", length: "1000", width: "1000", depth: "1000" })).toMatchObject(
      ok({ volumeCubicMetres: 1, weightKg: 1600, bulkBags: 2, polyBags: 0 }),
    );
  });

  it("keeps the weight to the gram so rounding dust adds no bag", () => {
    // 850.0000000000001 kg in floating point: 1 bulk bag and 2 poly bags, not 3.
    const estimate = estimateAggregate({ type: "sand", length: "1700", width: "2500", depth: "100" });
    expect(estimate).toMatchObject(ok({ weightKg: 850, bulkBags: 1, polyBags: 2 }));
  });

  it.each([
    { type: "", length: "3000", width: "2000", depth: "50" },
    { type: "cement", length: "3000", width: "2000", depth: "50" },
    { type: "Sand", length: "3000", width: "2000", depth: "50" },
    { type: null, length: "3000", width: "2000", depth: "50" },
    { type: "sand", length: "", width: "2000", depth: "50" },
    { type: "sand", length: "3000", width: undefined, depth: "50" },
    { type: "sand", length: "3000", width: "2000", depth: "abc" },
    { type: "sand", length: "0", width: "2000", depth: "50" },
    { type: "sand", length: "-3000", width: "2000", depth: "50" },
    { type: "sand", length: "3000", width: "-2000", depth: "-50" },
  ])("refuses %j", (order) => {
    expect(estimateAggregate(order)).toEqual(invalid);
  });

  it("refuses a patch too small to weigh a gram", () => {
    expect(estimateAggregate({ type: "slate", length: "1", width: "1", depth: "1" })).toEqual(invalid);
  });
});
