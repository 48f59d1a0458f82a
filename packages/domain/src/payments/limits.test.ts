import { describe, expect, it } from "vitest";
import { accountPaymentLimits, hasAmountToPay, MIN_PAYMENT_PENCE } from "./limits.ts";
import { paymentRefusalMessage } from "./decline.ts";
import { paymentReference } from "./reference.ts";

describe("spec/1 §3 MinPaymentAmount and MaxPaymentAmount of a trade account", () => {
  it("lets an account pay from £1.00 up to the balance it owes", () => {
    expect(MIN_PAYMENT_PENCE).toBe(100);
    expect(accountPaymentLimits(843_210)).toEqual({ minPence: 100, maxPence: 843_210 });
    expect(hasAmountToPay(accountPaymentLimits(843_210))).toBe(true);
  });

  it("lets a balance under £1.00 be paid off whole", () => {
    expect(accountPaymentLimits(45)).toEqual({ minPence: 45, maxPence: 45 });
    expect(hasAmountToPay(accountPaymentLimits(45))).toBe(true);
  });

  it.each([0, -12_000])("has nothing to pay for a balance of %i pence", (balance) => {
    expect(accountPaymentLimits(balance)).toEqual({ minPence: 100, maxPence: 0 });
    expect(hasAmountToPay(accountPaymentLimits(balance))).toBe(false);
  });
});

describe("a refused card payment in words (decision 126)", () => {
  it.each([
    ["declined", "Your card was declined. No payment was taken. Please try another card."],
    [
      "insufficient_funds",
      "Your card was declined for insufficient funds. No payment was taken. Please try another card.",
    ],
    ["expired_card", "Your card has expired. No payment was taken. Please try another card."],
    [
      "incorrect_cvc",
      "The card security code was not accepted. No payment was taken. Please check it and try again.",
    ],
    [
      "requires_action",
      "Your bank asked to verify this card, which account payments cannot do yet. No payment was taken. Please try another card.",
    ],
    ["something new", "Your card was declined. No payment was taken. Please try another card."],
  ])("says why for %s", (reason, message) => {
    expect(paymentRefusalMessage(reason)).toBe(message);
  });
});

describe("a payment's reference", () => {
  it("is PAY- and the payment's number in six digits", () => {
    expect(paymentReference(42)).toBe("PAY-000042");
    expect(paymentReference(1_234_567)).toBe("PAY-1234567");
  });
});
