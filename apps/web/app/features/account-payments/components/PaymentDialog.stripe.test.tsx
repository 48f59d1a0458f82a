// @vitest-environment happy-dom
/**
 * The payment dialog's card when Stripe is the gateway (decision 129): Stripe's own card field and
 * the name on the card; Yes pays with the PaymentMethod Stripe made of the card (`card.Token`),
 * nothing typed of it; Stripe's refusal shows under its field; a retry after no answer sends the
 * same key and token, a refused card's next Yes a new one. Stripe.js is a stand-in.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CARDHOLDER_NAME_REQUIRED } from "@merchant/domain/checkout";
import { ApiError } from "~/lib/api.ts";
import { fakeCardElement, fakeStripe, resetFakeStripe, stripeJsPure } from "~/lib/testing/stripe.tsx";
import { receipt } from "../testing/fixtures.ts";
import { PaymentDialog } from "./PaymentDialog.tsx";

vi.mock("@stripe/react-stripe-js", async () => (await import("~/lib/testing/stripe.tsx")).reactStripe);
vi.mock("@stripe/stripe-js/pure", async () => (await import("~/lib/testing/stripe.tsx")).stripeJsPure);

const STRIPE_KEY = "pk_test_51QshopExampleKey";

beforeEach(() => {
  vi.resetAllMocks();
  resetFakeStripe();
});

function show(pay = vi.fn().mockResolvedValue(receipt()), stripeKey: string | null = STRIPE_KEY) {
  const onPaid = vi.fn();
  render(
    <PaymentDialog amountPence={25_075} pay={pay} onPaid={onPaid} onClose={vi.fn()} stripeKey={stripeKey} />,
  );
  return { pay, onPaid };
}
const dialog = () => screen.getByRole("dialog", { name: "Card payment" });
const name = (value: string) =>
  fireEvent.change(within(dialog()).getByLabelText("Name on card"), { target: { value } });
const yes = () =>
  act(async () => void fireEvent.click(within(dialog()).getByRole("button", { name: "Yes" })));

describe("paying with Stripe's card field (decision 129)", () => {
  it("shows Stripe's card field and the name on the card, no typed number, starting at the name", async () => {
    show();
    expect(within(dialog()).getByRole("group", { name: "Card details" })).toBeTruthy();
    expect(within(dialog()).queryByLabelText("Card number")).toBeNull();
    expect(within(dialog()).queryByLabelText("Security code")).toBeNull();
    expect(document.activeElement).toBe(within(dialog()).getByLabelText("Name on card"));
    await act(async () => {});
    expect(stripeJsPure.loadStripe).toHaveBeenCalledWith(STRIPE_KEY);
  });

  it("pays with the token Stripe made of the card, sending nothing typed of it", async () => {
    const { pay, onPaid } = show();
    name("Sam Carter");
    await yes();
    expect(fakeStripe.createPaymentMethod).toHaveBeenCalledExactlyOnceWith({
      type: "card",
      card: fakeCardElement,
      billing_details: { name: "Sam Carter" },
    });
    expect(pay).toHaveBeenCalledExactlyOnceWith({ Token: "pm_fake_1" }, expect.any(String));
    expect(onPaid).toHaveBeenCalledWith(receipt());
  });

  it("asks for the name on the card before asking Stripe for anything", async () => {
    const { pay } = show();
    await yes();
    expect(within(dialog()).getByText(CARDHOLDER_NAME_REQUIRED)).toBeTruthy();
    expect(fakeStripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(pay).not.toHaveBeenCalled();
  });

  it("shows Stripe's refusal of the card under its field, paying nothing", async () => {
    fakeStripe.createPaymentMethod.mockResolvedValue({
      error: { message: "Your card's expiry date is in the past." },
    });
    const { pay } = show();
    name("Sam Carter");
    await yes();
    expect(within(dialog()).getByText("Your card's expiry date is in the past.")).toBeTruthy();
    expect(within(dialog()).getByRole("group", { name: "Card details" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(pay).not.toHaveBeenCalled();
  });

  it("sends the same key and token after no answer; after a refused card, a new key and a new token", async () => {
    const pay = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(
        new ApiError(402, { code: "payment_declined", message: "Your card was declined." }),
      )
      .mockResolvedValue(receipt());
    show(pay);
    name("Sam Carter");
    await yes();
    await yes();
    fakeStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: "pm_fake_2" } });
    await yes();
    const [first, second, third] = pay.mock.calls;
    expect(second).toEqual(first);
    expect(third![0]).toEqual({ Token: "pm_fake_2" });
    expect(third![1]).not.toBe(first![1]);
    expect(fakeStripe.createPaymentMethod).toHaveBeenCalledTimes(2);
  });
});

describe("with the sandbox gateway", () => {
  it("keeps the typed card fields and loads nothing of Stripe's", () => {
    show(undefined, null);
    expect(within(dialog()).getByLabelText("Card number")).toBeTruthy();
    expect(within(dialog()).queryByRole("group", { name: "Card details" })).toBeNull();
    expect(stripeJsPure.loadStripe).not.toHaveBeenCalled();
  });
});
