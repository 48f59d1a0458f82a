import { useEffect, useId, useRef } from "react";
import type { PaymentReceipt } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";

/** A balance below zero is money the customer has with us. */
const balanceText = (pence: number) =>
  pence < 0 ? `${formatPounds(-pence)} in credit` : formatPounds(pence);

/**
 * The payment taken: its reference to quote, what was paid with which card, the invoices it paid
 * and the account's balance now. It takes the focus, so a screen reader hears it first.
 */
export function PaymentReceiptPanel({ receipt }: { receipt: PaymentReceipt }) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), [receipt]);
  const { payment, account } = receipt;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-green-700 bg-green-50 p-4 text-ink outline-none md:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        Payment taken
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Reference</dt>
        <dd>{payment.reference}</dd>
        <dt className="font-semibold">Amount</dt>
        <dd className="tabular-nums">{formatPounds(payment.amountPence)}</dd>
        <dt className="font-semibold">Card</dt>
        <dd>
          {payment.card.brand} ending {payment.card.last4}
        </dd>
        {payment.invoices.length > 0 && (
          <>
            <dt className="font-semibold">Invoices paid</dt>
            <dd>{payment.invoices.map((invoice) => invoice.invoiceNumber).join(", ")}</dd>
          </>
        )}
        <dt className="font-semibold">Balance now</dt>
        <dd className="tabular-nums">{balanceText(account.balance)}</dd>
      </dl>
    </section>
  );
}
