// @vitest-environment happy-dom
/**
 * The card's 3-D Secure check when Stripe is the gateway (decision 129): the client secret read
 * from the address's fragment, Stripe.js's `handleNextAction` run with it, then the checkout's
 * confirmation of the attempt decides where the shopper goes. Stripe.js is a stand-in.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_DECLINED } from "@merchant/domain/orders";
import { ApiError } from "~/lib/api.ts";
import { fakeStripe, resetFakeStripe, stripeJsPure } from "~/lib/testing/stripe.tsx";
import { STRIPE_NOT_LOADED } from "~/ui/StripeCardField.tsx";
import * as api from "../api.ts";
import { order } from "../testing/fixtures.ts";
import { renderChallenge } from "../testing/render-challenge.tsx";
import { StripeChallenge } from "./StripeChallenge.tsx";

vi.mock("../api.ts");
vi.mock("@stripe/stripe-js/pure", async () => (await import("~/lib/testing/stripe.tsx")).stripeJsPure);

const KEY = "0123456789abcdef0123456789abcdef";
const SECRET = "pi_3QchallengeA_secret_Zx81";

function renderCheck(
  fragment = `#secret=${encodeURIComponent(SECRET)}`,
  publishableKey = "pk_test_51QshopExampleKey",
) {
  renderChallenge(
    () => <StripeChallenge publishableKey={publishableKey} idempotencyKey={KEY} />,
    `/checkout/challenge?reference=pi_3QchallengeA&key=${KEY}${fragment}`,
  );
}

const landed = () => screen.getByTestId("landed").textContent;

beforeEach(() => {
  vi.resetAllMocks();
  resetFakeStripe();
});

describe("Stripe's 3-D Secure check", () => {
  it("runs the bank's step with the client secret from the fragment, then confirms and shows the order", async () => {
    vi.mocked(api.confirmOrder).mockResolvedValue({ order: order() });
    renderCheck();
    expect(screen.getByRole("heading", { name: "Card check" })).toBeTruthy();
    await waitFor(() => expect(landed()).toBe("/checkout/confirmation/BU0K3J9X2A "));
    expect(fakeStripe.handleNextAction).toHaveBeenCalledExactlyOnceWith({ clientSecret: SECRET });
    expect(api.confirmOrder).toHaveBeenCalledExactlyOnceWith(KEY);
    expect(fakeStripe.handleNextAction.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(api.confirmOrder).mock.invocationCallOrder[0]!,
    );
  });

  it("confirms even when the bank's step failed, and goes back to the checkout with the card's decline", async () => {
    fakeStripe.handleNextAction.mockResolvedValue({
      error: { message: "We are unable to authenticate your payment method." },
    });
    vi.mocked(api.confirmOrder).mockRejectedValue(
      new ApiError(402, { code: "payment_declined", message: CARD_DECLINED }),
    );
    renderCheck();
    await waitFor(() => expect(landed()).toBe(`/checkout ${CARD_DECLINED}`));
    expect(api.confirmOrder).toHaveBeenCalledWith(KEY);
  });

  it("asks the checkout straight away when the address carries no secret", async () => {
    vi.mocked(api.confirmOrder).mockRejectedValue(
      new ApiError(402, { code: "payment_declined", message: CARD_DECLINED }),
    );
    renderCheck("");
    await waitFor(() => expect(landed()).toBe(`/checkout ${CARD_DECLINED}`));
    expect(fakeStripe.handleNextAction).not.toHaveBeenCalled();
  });

  it("says so when Stripe.js cannot be loaded, confirming nothing, and tries again when asked", async () => {
    stripeJsPure.loadStripe.mockResolvedValueOnce(null);
    vi.mocked(api.confirmOrder).mockResolvedValue({ order: order() });
    renderCheck(undefined, "pk_test_51QnotLoadedYet");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(STRIPE_NOT_LOADED));
    expect(api.confirmOrder).not.toHaveBeenCalled();
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    await waitFor(() => expect(landed()).toBe("/checkout/confirmation/BU0K3J9X2A "));
    expect(fakeStripe.handleNextAction).toHaveBeenCalledOnce();
  });
});
