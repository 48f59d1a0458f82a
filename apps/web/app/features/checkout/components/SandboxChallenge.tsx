import { useState } from "react";
import { ApiError } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { passSandboxChallenge } from "../api.ts";
import { NO_ANSWER_AT_CHECKOUT } from "../use-place-order.ts";
import { useConfirmOrder } from "../use-confirm-order.ts";

type Props = {
  /** The sandbox charge's reference, from the challenge address. */
  reference: string;
  /** The checkout attempt's idempotency key, to confirm its order. */
  idempotencyKey: string;
};

/**
 * The sandbox gateway's 3-D Secure check (issue 12; decision 128): what a card's bank would ask,
 * here a choice. Pass approves the charge and the checkout confirms the order; Fail confirms it
 * unapproved, which the checkout answers with the card's decline, and the shopper goes back to the
 * checkout with those words and their basket as it was.
 */
export function SandboxChallenge({ reference, idempotencyKey }: Props) {
  const confirm = useConfirmOrder();
  const [busy, setBusy] = useState<"pass" | "fail" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function finish(pass: boolean) {
    if (busy) return;
    setBusy(pass ? "pass" : "fail");
    setError(null);
    try {
      if (pass) await passSandboxChallenge(reference);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : NO_ANSWER_AT_CHECKOUT);
      setBusy(null);
      return;
    }
    const refusal = await confirm(idempotencyKey);
    if (refusal) {
      setError(refusal);
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">Card check</h1>
      <p>
        Your card needs a 3-D Secure check. This shop is using its test payment service, so no bank is asked:
        choose the answer the bank would give.
      </p>
      <p className="text-sm text-muted">Nothing is charged in test mode.</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void finish(true)} disabled={busy !== null} className="min-w-32 text-base">
          {busy === "pass" ? <Spinner label="Passing the check" className="size-6" /> : "Pass"}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void finish(false)}
          disabled={busy !== null}
          className="min-w-32 text-base"
        >
          {busy === "fail" ? <Spinner label="Failing the check" className="size-6" /> : "Fail"}
        </Button>
      </div>
      <p
        role="alert"
        className={
          error ? "rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800" : "sr-only"
        }
      >
        {error}
      </p>
    </div>
  );
}
