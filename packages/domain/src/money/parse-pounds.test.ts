import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import {
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_NEGATIVE_MESSAGE,
  AMOUNT_TOO_MANY_DECIMALS_MESSAGE,
} from "./messages.ts";
import { poundsToPence } from "./parse-pounds.ts";

describe("spec/1 §5 Payments, §9 — a typed pounds amount held as pence", () => {
  it.each([
    ["12.5", 1250],
    ["12.50", 1250],
    ["12", 1200],
    ["12.", 1200],
    [".5", 50],
    ["0.29", 29],
    ["0", 0],
    ["0.00", 0],
    ["£1,200.00", 120000],
    ["£ 7.05", 705],
    ["1,234,567.89", 123456789],
    ["  £3.10  ", 310],
    ["007", 700],
  ])("reads %j as %i pence", (input, pence) => {
    expect(poundsToPence(input)).toEqual(ok(pence));
  });

  it("reads numbers the same way as text", () => {
    expect(poundsToPence(12.5)).toEqual(ok(1250));
    expect(poundsToPence(0.29)).toEqual(ok(29));
    expect(poundsToPence(1200)).toEqual(ok(120000));
  });

  it.each([
    "",
    "   ",
    "£",
    ".",
    "abc",
    "12a",
    "1 200",
    "1,20",
    "12,00.00",
    "1.2.3",
    "NaN",
    "Infinity",
    "1e3",
    "--5",
    "-£-5",
    "£1,200,0",
  ])("refuses junk %j", (input) => {
    expect(poundsToPence(input)).toEqual(fail("invalid", AMOUNT_INVALID_MESSAGE));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e21])("refuses the number %s", (input) => {
    expect(poundsToPence(input)).toEqual(fail("invalid", AMOUNT_INVALID_MESSAGE));
  });

  it.each(["-1", "-£1.50", "£-1.50", "-0.01"])("refuses the negative amount %j", (input) => {
    expect(poundsToPence(input)).toEqual(fail("negative", AMOUNT_NEGATIVE_MESSAGE));
  });

  it("refuses a negative number", () => {
    expect(poundsToPence(-12.5)).toEqual(fail("negative", AMOUNT_NEGATIVE_MESSAGE));
  });

  it.each(["1.005", "£0.001", "12.500"])("refuses more than 2 decimals in %j", (input) => {
    expect(poundsToPence(input)).toEqual(fail("too-many-decimals", AMOUNT_TOO_MANY_DECIMALS_MESSAGE));
  });

  it("refuses an amount too large to count in whole pence", () => {
    expect(poundsToPence("90071992547409.92")).toEqual(fail("invalid", AMOUNT_INVALID_MESSAGE));
    expect(poundsToPence("90071992547409.91")).toEqual(ok(Number.MAX_SAFE_INTEGER));
  });
});
