/**
 * Stripe's own card field (Stripe Elements' Card Element: number, expiry and security code in
 * Stripe's frame), for when Stripe is the payment gateway (decision 129). What is typed there never
 * reaches this page's script or the shop's server: the form asks `createPaymentMethod` for a
 * PaymentMethod id (`pm_…`) and sends that instead. Stripe.js is loaded in the browser only, and
 * only for the publishable key given.
 */
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { useId, useImperativeHandle, useMemo, useState, type Ref } from "react";
import { loadStripeFor } from "~/lib/stripe.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { cx } from "./cx.ts";

/** Ours: Stripe.js did not load (no connection, or a blocker), so no card can be taken. */
export const STRIPE_NOT_LOADED =
  "The card form could not be loaded. Please check your connection, reload the page and try again.";

export type PaymentMethodResult = { ok: true; id: string } | { ok: false; message: string };

/** What a form asks of the card field. */
export type StripeCardHandle = {
  /** A PaymentMethod of the card typed, in the cardholder's name: its id, or Stripe's words why not. */
  createPaymentMethod(holderName: string): Promise<PaymentMethodResult>;
  /** Puts the cursor in Stripe's field (an error's focus). */
  focus(): void;
};

type Props = {
  publishableKey: string;
  handle: Ref<StripeCardHandle>;
  /** The id of the field's box, for a form that scrolls to it. */
  id: string;
  label?: string;
  /** A refusal of the card to show under it (Stripe's, or the shop's). */
  error?: string | undefined;
  disabled?: boolean;
  /** The card in Stripe's field changed (a refusal shown for the old one may go). */
  onChange?: () => void;
};

export function StripeCardField({ publishableKey, ...props }: Props) {
  const hydrated = useHydrated();
  // Not in the server's render: Stripe.js is a browser's, loaded once the page runs.
  const stripe = useMemo(() => (hydrated ? loadStripeFor(publishableKey) : null), [hydrated, publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: "en-GB" }}>
      <CardInStripe {...props} />
    </Elements>
  );
}

function CardInStripe({
  handle,
  id,
  label = "Card details",
  error,
  disabled = false,
  onChange,
}: Omit<Props, "publishableKey">) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const errorId = `${id}-error`;
  // What Stripe says of the card as it is typed ("Your card number is incomplete.").
  const [typing, setTyping] = useState<string | null>(null);
  const message = error ?? typing;

  useImperativeHandle(
    handle,
    () => ({
      async createPaymentMethod(holderName) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { ok: false, message: STRIPE_NOT_LOADED };
        const { paymentMethod, error: refused } = await stripe.createPaymentMethod({
          type: "card",
          card,
          billing_details: { name: holderName },
        });
        if (!paymentMethod) return { ok: false, message: refused?.message ?? STRIPE_NOT_LOADED };
        return { ok: true, id: paymentMethod.id };
      },
      focus() {
        elements?.getElement(CardElement)?.focus();
      },
    }),
    [stripe, elements],
  );

  return (
    <div className="flex flex-col gap-1">
      <span
        id={labelId}
        className="text-sm font-semibold"
        onClick={() => elements?.getElement(CardElement)?.focus()}
      >
        {label}
      </span>
      <div
        id={id}
        role="group"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-describedby={message ? errorId : undefined}
        aria-invalid={message ? true : undefined}
        className={cx(
          "min-h-11 rounded-md border bg-white px-3 py-3 focus-within:outline-2 focus-within:outline-brand-ink",
          message ? "border-red-700" : "border-field",
        )}
      >
        <CardElement
          options={{
            disabled,
            hidePostalCode: true,
            style: { base: { fontSize: "16px", color: "#1f2937" } },
          }}
          onChange={(event) => {
            setTyping(event.error?.message ?? null);
            onChange?.();
          }}
        />
      </div>
      {message && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
