import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { BRICK_AREAS, BRICK_DIMENSIONS, bricksFor } from "./brick.ts";

const noSelection = fail("no-selection", "Please select a Dimension and Quantity to continue.");

describe("spec/3 §3 Brick lookup table, spec/2 §9 — bricks by dimension and area", () => {
  const table = {
    "215-102.5-50": [75, 375, 750, 1500, 3750],
    "215-102.5-65": [60, 300, 600, 1200, 3000],
    "228-108-68": [54, 270, 540, 1080, 2700],
    "215-102.5-73": [54, 270, 540, 1080, 2700],
    "215-102.5-75": [53, 265, 530, 1060, 2650],
  };

  it("offers the five dimensions and five areas", () => {
    expect(BRICK_DIMENSIONS).toEqual(Object.keys(table));
    expect(BRICK_AREAS).toEqual([1, 5, 10, 20, 50]);
  });

  it.each(Object.entries(table))("gives every count of %s", (dimension, counts) => {
    expect(BRICK_AREAS.map((area) => bricksFor(dimension, area))).toEqual(counts.map((count) => ok(count)));
  });

  it("reads the area from a select's text", () => {
    expect(bricksFor("215-102.5-65", "10")).toEqual(ok(600));
    expect(bricksFor("215-102.5-65", " 20 ")).toEqual(ok(1200));
  });
});

describe("spec/3 §5 Brick calculator — a dimension and a quantity must be selected", () => {
  it.each([
    [undefined, 10],
    ["", 10],
    ["215-102.5-60", 10],
    ["215-102.5-65", undefined],
    ["215-102.5-65", null],
    ["215-102.5-65", ""],
    ["215-102.5-65", 2],
    ["215-102.5-65", "abc"],
    ["215-102.5-65", 0],
    [null, null],
  ])("asks again for %j and %j", (dimension, area) => {
    expect(bricksFor(dimension, area)).toEqual(noSelection);
  });
});
