import { describe, expect, it } from "vitest";
import { readMeasurement } from "./measurement.ts";

describe("spec/1 §9, spec/2 §5 — a measurement typed into a calculator field", () => {
  it.each([
    ["12", 12],
    ["2.5", 2.5],
    [".5", 0.5],
    ["3.", 3],
    [" 4 ", 4],
    ["-2", -2],
    ["+2", 2],
    ["0", 0],
    [7, 7],
    [0.25, 0.25],
  ])("reads %j as %s", (typed, value) => {
    expect(readMeasurement(typed)).toBe(value);
  });

  it.each([
    "",
    "  ",
    "abc",
    "12m",
    "1,200",
    "1e3",
    "Infinity",
    "NaN",
    ".",
    "1.2.3",
    null,
    undefined,
    Number.NaN,
  ])("does not read %j", (typed) => {
    expect(readMeasurement(typed)).toBeNaN();
  });
});
