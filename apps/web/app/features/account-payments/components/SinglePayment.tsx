import { useId, useState, type FormEvent } from "react";
import { formatPounds } from "@merchant/domain/money";
import {
  hasAmountToPay,
  NO_PAYMENT,
  NO_PAYMENT_TITLE,
  NOTHING_TO_PAY,
  readPaymentAmount,
  type AccountPaymentLimits,
} from "@merchant/domain/payments";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Field } from "~/ui/Field.tsx";

type Props = {
  limits: AccountPaymentLimits;
  /** An amount the rules accept: the page asks to confirm it and takes the card. */
  onPay: (amountPence: number) => void;
};

/**
 * spec/1 §2, §5 Payments: the single-amount payment (PaymentAmountSingle). Nothing, zero or less
 * opens the 'No Payment' dialog; an amount outside the minimum and maximum says so under the box;
 * anything else goes on to the confirm dialog. An account that owes nothing is told so instead.
 */
export function SinglePayment({ limits, onPay }: Props) {
  const headingId = useId();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [noPayment, setNoPayment] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readPaymentAmount(typed, limits);
    if (read.ok) {
      setError(undefined);
      return onPay(read.value.amountPence);
    }
    if (read.code === "no_payment") {
      setError(undefined);
      return setNoPayment(true);
    }
    setError(read.message);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 md:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        Pay an amount
      </h2>
      {hasAmountToPay(limits) ? (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
          <Field
            label="Amount to pay (£)"
            inputMode="decimal"
            autoComplete="off"
            className="sm:w-64"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            hint={`From ${formatPounds(limits.minPence)} to ${formatPounds(limits.maxPence)}`}
            error={error}
          />
          <Button type="submit" className="sm:mt-6">
            Pay amount
          </Button>
        </form>
      ) : (
        <p className="mt-2">{NOTHING_TO_PAY}</p>
      )}
      {noPayment && (
        <Dialog open onOpenChange={setNoPayment} title={NO_PAYMENT_TITLE} description={NO_PAYMENT}>
          <Button onClick={() => setNoPayment(false)}>OK</Button>
        </Dialog>
      )}
    </section>
  );
}
