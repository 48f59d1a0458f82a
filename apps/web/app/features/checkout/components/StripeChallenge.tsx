import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { loadStripeFor } from "~/lib/stripe.ts";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { STRIPE_NOT_LOADED } from "~/ui/StripeCardField.tsx";
import { useConfirmOrder } from "../use-confirm-order.ts";

type Props = {
  /** Stripe's publishable key, to load Stripe.js with. */
  publishableKey: string;
  /** The checkout attempt's idempotency key, to confirm its order. */
  idempotencyKey: string;
};

/** The PaymentIntent's client secret, from the address's fragment (`#secret=…`), never sent to a server. */
const secretOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, "")).get("secret");

/**
 * The card's 3-D Secure check when Stripe is the gateway (decisions 125, 129): Stripe.js runs the
 * bank's step (`handleNextAction` with the client secret the address's fragment carries), then the
 * checkout is asked to confirm the attempt's order. The shop asks Stripe itself how the charge
 * ended, so whatever the step answered, the confirmation decides: the order's confirmation, or the
 * checkout again with the card's decline and the basket as it was.
 */
export function StripeChallenge({ publishableKey, idempotencyKey }: Props) {
  const confirm = useConfirmOrder();
  const { hash } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    const clientSecret = secretOf(hash);
    void (async () => {
      if (clientSecret) {
        const stripe = await loadStripeFor(publishableKey).catch(() => null);
        if (!stripe) return setError(STRIPE_NOT_LOADED);
        try {
          await stripe.handleNextAction({ clientSecret });
        } catch {
          // The step could not run (a secret Stripe refuses): the charge is still asked about below.
        }
      }
      setError(await confirm(idempotencyKey));
    })();
  }, [attempt, confirm, hash, idempotencyKey, publishableKey]);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">Card check</h1>
      <p>
        Your bank wants to check it is you. Follow its steps in the window that opens; this page goes on by
        itself when they are done.
      </p>
      {!error && (
        <p className="flex items-center gap-3 text-muted">
          <Spinner label="Checking your card" className="size-6" />
          <span aria-hidden="true">Checking your card…</span>
        </p>
      )}
      <p
        role="alert"
        className={
          error ? "rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800" : "sr-only"
        }
      >
        {error}
      </p>
      {error && (
        <Button
          onClick={() => {
            setError(null);
            setAttempt((count) => count + 1);
          }}
          className="self-start text-base"
        >
          Try again
        </Button>
      )}
    </div>
  );
}
