import { useState } from "react";
import type { AccountPayments, PaymentCard, PaymentReceipt } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { stripeKeyOf } from "~/lib/stripe.ts";
import { payInvoices, payOnAccount } from "../api.ts";
import { InvoicePayment } from "./InvoicePayment.tsx";
import { PaymentDialog } from "./PaymentDialog.tsx";
import { PaymentReceiptPanel } from "./PaymentReceiptPanel.tsx";
import { SinglePayment } from "./SinglePayment.tsx";

/** What the confirm dialog is about to pay: an amount off the balance, or the ticked invoices. */
type Paying =
  { kind: "account"; amountPence: number } | { kind: "invoices"; amountPence: number; refresh: () => void };

type Props = {
  overview: AccountPayments;
  /** After a payment: the page reads the account and its invoices again. */
  onPaid: () => void;
};

const balanceText = (pence: number) =>
  pence < 0 ? `${formatPounds(-pence)} in credit` : formatPounds(pence);

/**
 * spec/1 §2 the account payment screen: the active trade account's balance, a single-amount payment
 * and the multi-invoice selection table, both paid by card through the confirm dialog; the payment
 * taken is shown with its reference and the new balance (decision 126).
 */
export function AccountPaymentsView({ overview, onPaid }: Props) {
  const { account, limits, invoices } = overview;
  const [paying, setPaying] = useState<Paying | null>(null);
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null);

  const pay = (card: PaymentCard, idempotencyKey: string) =>
    paying?.kind === "invoices"
      ? payInvoices({ totalPence: paying.amountPence, card, idempotencyKey })
      : payOnAccount({ amountPence: paying?.amountPence ?? 0, card, idempotencyKey });

  return (
    <div className="mt-6 flex flex-col gap-6">
      <p className="text-muted">
        Account <strong className="text-ink">{account.accNumber}</strong> ({account.name}). Balance owed:{" "}
        <strong className="text-ink tabular-nums" data-testid="account-balance">
          {balanceText(account.balance)}
        </strong>
      </p>
      {receipt && <PaymentReceiptPanel receipt={receipt} />}
      <SinglePayment
        limits={limits}
        onPay={(amountPence) => {
          setReceipt(null);
          setPaying({ kind: "account", amountPence });
        }}
      />
      <InvoicePayment
        // Read again after a payment: the table starts afresh from the invoices still open.
        key={invoices.map((invoice) => invoice.id).join()}
        invoices={invoices}
        onPay={(amountPence, refresh) => {
          setReceipt(null);
          setPaying({ kind: "invoices", amountPence, refresh });
        }}
      />
      {paying && (
        <PaymentDialog
          amountPence={paying.amountPence}
          pay={pay}
          stripeKey={stripeKeyOf(overview.gateway)}
          onClose={() => setPaying(null)}
          onConflict={paying.kind === "invoices" ? paying.refresh : undefined}
          onPaid={(taken) => {
            setPaying(null);
            setReceipt(taken);
            onPaid();
          }}
        />
      )}
    </div>
  );
}
