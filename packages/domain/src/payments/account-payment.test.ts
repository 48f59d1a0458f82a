import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { checkAccountPayment } from "./account-payment.ts";
import { PAYMENT_ABOVE_MAXIMUM, PAYMENT_BELOW_MINIMUM, PAYMENT_CONFIRM } from "./messages.ts";
import { paymentConfirmation, poundsFigure } from "./payment-amount.ts";

const limits = { minPence: 1000, maxPence: 123456789 };

describe("spec/1 §5 Payments — account payment at least the minimum", () => {
  it("refuses a penny under the minimum with the minimum in pounds", () => {
    expect(checkAccountPayment(999, limits)).toEqual(fail("below_minimum", "You need to pay at least £10.00"));
    expect(PAYMENT_BELOW_MINIMUM).toBe("You need to pay at least £{min}");
  });

  it("accepts exactly the minimum", () => {
    expect(checkAccountPayment(1000, limits).ok).toBe(true);
  });

  it.each([0, -500, Number.NaN, 1250.5, Number.POSITIVE_INFINITY])("refuses the amount %s as below the minimum", (amount) => {
    expect(checkAccountPayment(amount, limits)).toEqual(fail("below_minimum", "You need to pay at least £10.00"));
  });
});

describe("spec/1 §5 Payments — account payment not above the maximum", () => {
  it("refuses a penny over the maximum with separators and no double £", () => {
    expect(checkAccountPayment(123456790, limits)).toEqual(fail("above_maximum", "You cannot pay more than £1,234,567.89"));
    expect(PAYMENT_ABOVE_MAXIMUM).toBe("You cannot pay more than £{max}");
  });

  it("accepts exactly the maximum", () => {
    expect(checkAccountPayment(123456789, limits).ok).toBe(true);
  });
});

describe("spec/1 §5 Payments — account payment confirm dialog", () => {
  it("asks to confirm the amount in pounds", () => {
    expect(checkAccountPayment(250075, limits)).toEqual(
      ok({
        amountPence: 250075,
        confirmation: {
          message: "Are you sure you want to make a payment for £2,500.75",
          confirmLabel: "Yes",
          cancelLabel: "Cancel",
        },
      }),
    );
    expect(PAYMENT_CONFIRM).toBe("Are you sure you want to make a payment for £{amount}");
  });

  it("shows pence below a pound with a leading zero", () => {
    expect(paymentConfirmation(5).message).toBe("Are you sure you want to make a payment for £0.05");
    expect(poundsFigure(100000)).toBe("1,000.00");
  });
});
