// @vitest-environment happy-dom
/**
 * The checkout's new card when Stripe is the payment gateway (decision 129): Stripe's own card
 * field in place of the typed ones, the PaymentMethod it makes sent as the card's Token (and no
 * number, expiry or code), 'Save this card' passed on, Stripe's refusal shown under its field,
 * and a retry of an unanswered attempt sending the same token. With the sandbox nothing of
 * Stripe's loads. Stripe.js and its React components are stand-ins: nothing reaches the network.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutOptions, PlaceOrderBody } from "@merchant/contract";
import { CARDHOLDER_NAME_REQUIRED } from "@merchant/domain/checkout";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import {
  fakeCardElement,
  fakeStripe,
  resetFakeStripe,
  stripeJsPure,
  typeInStripeCard,
} from "~/lib/testing/stripe.tsx";
import * as api from "../api.ts";
import { basket, guestOptions, order } from "../testing/fixtures.ts";
import { CheckoutForm } from "./CheckoutForm.tsx";

vi.mock("../api.ts");
vi.mock("@stripe/react-stripe-js", async () => (await import("~/lib/testing/stripe.tsx")).reactStripe);
vi.mock("@stripe/stripe-js/pure", async () => (await import("~/lib/testing/stripe.tsx")).stripeJsPure);

const STRIPE_KEY = "pk_test_51QshopExampleKey";
const stripeOptions: CheckoutOptions = {
  ...guestOptions,
  gateway: { name: "stripe", publishableKey: STRIPE_KEY },
};

function renderForm(options: CheckoutOptions = stripeOptions, signedIn = false) {
  return renderInRouter(
    () => (
      <CheckoutForm
        basket={basket()}
        options={options}
        signedIn={signedIn}
        deliveryPostcode={null}
        renderCalendar={() => null}
        onPricesChanged={vi.fn()}
      />
    ),
    "/checkout",
  );
}

const form = () => screen.getByRole("form", { name: "Checkout" });
const payment = () => screen.getByRole("region", { name: "Payment" });
const type = (label: string, value: string, scope: HTMLElement = form()) =>
  act(async () => void fireEvent.change(within(scope).getByLabelText(label), { target: { value } }));
const placeOrder = () =>
  act(async () => void fireEvent.click(within(form()).getByRole("button", { name: /Place order|Placing/ })));
const sentBodies = () => vi.mocked(api.placeOrder).mock.calls.map(([body]) => body as PlaceOrderBody);

async function fillAllButTheCard(holder = "Jo Mason") {
  await type("Full name", "Jo Mason");
  await type("Email address", "jo.mason@example.co.uk");
  await type("Confirm email address", "jo.mason@example.co.uk");
  const invoice = screen.getByRole("group", { name: "Invoice address" });
  await type("Address line 1", "4 Mill Lane", invoice);
  await type("Town or city", "Ipswich", invoice);
  await type("Postcode", "IP1 1AA", invoice);
  await type("Cardholder name", holder, payment());
}

beforeEach(() => {
  vi.resetAllMocks();
  resetFakeStripe();
  vi.mocked(api.accountExists).mockResolvedValue({ exists: false });
  window.dataLayer = [];
});

describe("a new card with Stripe as the gateway (decision 129)", () => {
  it("shows Stripe's card field in place of the typed number, expiry and security code", async () => {
    renderForm();
    const card = within(payment()).getByRole("group", { name: "Card details" });
    expect(within(card).getByTestId("stripe-card-element")).toBeTruthy();
    for (const typed of ["Card number", "Security code", "Month (MM)", "Year (YYYY)"])
      expect(within(payment()).queryByLabelText(typed)).toBeNull();
    expect(within(payment()).getByLabelText("Cardholder name")).toBeTruthy();
    await waitFor(() => expect(stripeJsPure.loadStripe).toHaveBeenCalledWith(STRIPE_KEY));
  });

  it("sends the PaymentMethod Stripe made of the card as its Token, and nothing typed of the card", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    renderForm();
    await fillAllButTheCard("  Jo Mason ");
    await placeOrder();
    expect(fakeStripe.createPaymentMethod).toHaveBeenCalledExactlyOnceWith({
      type: "card",
      card: fakeCardElement,
      billing_details: { name: "Jo Mason" },
    });
    const [body] = sentBodies();
    expect(body!.payment).toEqual({
      method: "card",
      card: { CardExisting: "0", Token: "pm_fake_1", SaveCard: false },
    });
    for (const typed of ["CardNumber", "SecurityNumber", "EndM", "EndY", "FullName"])
      expect(JSON.stringify(body)).not.toContain(`"${typed}"`);
  });

  it("passes 'Save this card' on for a signed-in shopper", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    renderForm({ ...stripeOptions, email: "jo.mason@example.co.uk", name: "Jo Mason" }, true);
    await fillAllButTheCard();
    await act(async () => void fireEvent.click(within(payment()).getByLabelText("Save this card")));
    await placeOrder();
    expect(sentBodies()[0]!.payment).toEqual({
      method: "card",
      card: { CardExisting: "0", Token: "pm_fake_1", SaveCard: true },
    });
  });

  it("asks for the cardholder's name (spec/1 §5) before asking Stripe for anything", async () => {
    renderForm();
    await fillAllButTheCard("");
    await placeOrder();
    expect(within(payment()).getByText(CARDHOLDER_NAME_REQUIRED)).toBeTruthy();
    expect(fakeStripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it("shows Stripe's refusal of the card under its field, focused, sending nothing; it goes once the card is typed again", async () => {
    fakeStripe.createPaymentMethod.mockResolvedValue({
      error: { message: "Your card number is incomplete." },
    });
    renderForm();
    await fillAllButTheCard();
    await placeOrder();
    const card = within(payment()).getByRole("group", { name: "Card details" });
    expect(within(payment()).getByText("Your card number is incomplete.")).toBeTruthy();
    expect(card.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(card);
    expect(api.placeOrder).not.toHaveBeenCalled();
    await act(async () => typeInStripeCard());
    expect(within(payment()).queryByText("Your card number is incomplete.")).toBeNull();
  });

  it("sends the same key and the same token again when the first attempt got no answer", async () => {
    vi.mocked(api.placeOrder)
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue({ kind: "placed", order: order() });
    renderForm();
    await fillAllButTheCard();
    await placeOrder();
    await placeOrder();
    const [first, second] = sentBodies();
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(second!.payment).toEqual(first!.payment);
    expect(fakeStripe.createPaymentMethod).toHaveBeenCalledOnce();
  });
});

describe("with the sandbox gateway", () => {
  it("keeps the shop's typed card fields and loads nothing of Stripe's", async () => {
    renderForm(guestOptions);
    expect(within(payment()).getByLabelText("Card number")).toBeTruthy();
    expect(within(payment()).queryByRole("group", { name: "Card details" })).toBeNull();
    expect(screen.queryByTestId("stripe-card-element")).toBeNull();
    expect(stripeJsPure.loadStripe).not.toHaveBeenCalled();
  });
});
