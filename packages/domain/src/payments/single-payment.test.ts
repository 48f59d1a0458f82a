import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { NO_PAYMENT, NO_PAYMENT_TITLE } from "./messages.ts";
import { checkSinglePayment } from "./single-payment.ts";

describe("spec/1 §5 Payments — single payment", () => {
  it.each([0, -1, Number.NaN, 0.5, Number.NEGATIVE_INFINITY])("opens 'No Payment' for %s", (amount) => {
    expect(checkSinglePayment(amount)).toEqual(fail("no_payment", "Please input a payment amount to pay."));
    expect(NO_PAYMENT).toBe("Please input a payment amount to pay.");
    expect(NO_PAYMENT_TITLE).toBe("No Payment");
  });

  it("confirms a penny with Yes and Cancel", () => {
    expect(checkSinglePayment(1)).toEqual(
      ok({
        amountPence: 1,
        confirmation: { message: "Are you sure you want to make a payment for £0.01", confirmLabel: "Yes", cancelLabel: "Cancel" },
      }),
    );
  });
});
