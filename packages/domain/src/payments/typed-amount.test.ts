import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { readPaymentAmount } from "./typed-amount.ts";

const limits = { minPence: 100, maxPence: 843_210 };

describe("spec/1 §5 Payments — the pounds typed for a single payment", () => {
  it.each(["", "   ", "0", "0.00", "£0", "-5", "-£5.00"])("opens 'No Payment' for %j", (typed) => {
    expect(readPaymentAmount(typed, limits)).toEqual(
      fail("no_payment", "Please input a payment amount to pay."),
    );
  });

  it.each([
    ["abc", "Please enter an amount in pounds and pence, for example 12.50."],
    ["12.505", "Please enter an amount with no more than 2 decimal places."],
    ["1,00", "Please enter an amount in pounds and pence, for example 12.50."],
  ])("says %j is not a sum of money", (typed, message) => {
    expect(readPaymentAmount(typed, limits)).toEqual(fail("not_an_amount", message));
  });

  it("refuses less than the minimum with the minimum in pounds", () => {
    expect(readPaymentAmount("0.99", limits)).toEqual(
      fail("below_minimum", "You need to pay at least £1.00"),
    );
  });

  it("refuses more than the maximum with the maximum in pounds", () => {
    expect(readPaymentAmount("8432.11", limits)).toEqual(
      fail("above_maximum", "You cannot pay more than £8,432.10"),
    );
  });

  it("confirms an amount within the limits, typed with a £ and separators", () => {
    expect(readPaymentAmount(" £1,250.5 ", limits)).toEqual(
      ok({
        amountPence: 125_050,
        confirmation: {
          message: "Are you sure you want to make a payment for £1,250.50",
          confirmLabel: "Yes",
          cancelLabel: "Cancel",
        },
      }),
    );
    expect(readPaymentAmount("8432.10", limits).ok).toBe(true);
    expect(readPaymentAmount("1", limits).ok).toBe(true);
  });
});
