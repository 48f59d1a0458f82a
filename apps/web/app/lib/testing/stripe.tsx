/**
 * A stand-in for Stripe.js and its React components, for component tests (no network): test files
 * mock `@stripe/react-stripe-js` with `reactStripe` and `@stripe/stripe-js/pure` with `stripeJsPure`
 * (`vi.mock("@stripe/react-stripe-js", async () => (await import("~/lib/testing/stripe.tsx")).reactStripe)`),
 * call `resetFakeStripe()` before each test, and say what Stripe answers through `fakeStripe`.
 */
import type { ReactNode } from "react";
import { vi } from "vitest";

type CardChange = { complete: boolean; empty: boolean; error?: { message: string } | undefined };

/** Stripe's Card Element as the page holds it. */
export const fakeCardElement = { focus: vi.fn() };

/** Stripe.js: what it was asked and what it answers. */
export const fakeStripe = {
  createPaymentMethod: vi.fn(),
  handleNextAction: vi.fn(),
};

let cardChanged: ((change: CardChange) => void) | undefined;

/** The shopper types in Stripe's card field; Stripe says what it makes of it. */
export function typeInStripeCard(error?: string): void {
  cardChanged?.({
    complete: error === undefined,
    empty: false,
    error: error ? { message: error } : undefined,
  });
}

export const reactStripe = {
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  CardElement: ({ onChange }: { onChange?: (change: CardChange) => void }) => {
    cardChanged = onChange;
    return <div data-testid="stripe-card-element">Stripe's card field</div>;
  },
  useStripe: () => fakeStripe,
  useElements: () => ({ getElement: () => fakeCardElement }),
};

export const stripeJsPure = { loadStripe: vi.fn() };

/** Stripe.js loads, makes `pm_fake_1` of the card, and its 3-D Secure step ends. */
export function resetFakeStripe(): void {
  stripeJsPure.loadStripe.mockReset().mockResolvedValue(fakeStripe);
  fakeStripe.createPaymentMethod.mockReset().mockResolvedValue({ paymentMethod: { id: "pm_fake_1" } });
  fakeStripe.handleNextAction.mockReset().mockResolvedValue({ paymentIntent: { status: "succeeded" } });
  fakeCardElement.focus.mockReset();
}
