import { describe, expect, it } from "vitest";
import { creditRemaining } from "./credit.ts";

describe("spec/2 §3 Accounts — credit remaining is limit minus balance", () => {
  it("subtracts the balance from the limit, in pence", () => {
    expect(creditRemaining(500_000, 123_456)).toEqual({ ok: true, value: 376_544 });
    expect(creditRemaining(0, 0)).toEqual({ ok: true, value: 0 });
  });
  it("goes above the limit when the account is in credit", () => {
    expect(creditRemaining(100_000, -2_500)).toEqual({ ok: true, value: 102_500 });
  });
  it("goes below 0 when the balance is over the limit", () => {
    expect(creditRemaining(100_000, 100_001)).toEqual({ ok: true, value: -1 });
  });
  it.each([
    [Number.NaN, 0],
    [0, Number.NaN],
    [100.5, 0],
    [0, 0.01],
    [Infinity, 0],
    [Number.MAX_SAFE_INTEGER + 1, 0],
  ])("refuses figures that are not whole pence (%j, %j)", (limit, balance) => {
    expect(creditRemaining(limit, balance)).toEqual({
      ok: false,
      code: "credit_figures_invalid",
      message: "Credit limit and balance must be whole amounts in pence.",
    });
  });
});
