import { useId, useState } from "react";
import type { OpenInvoice } from "@merchant/contract";
import { formatDeliveryDate } from "@merchant/domain/checkout";
import { formatPounds } from "@merchant/domain/money";
import { checkInvoicePaymentTotal } from "@merchant/domain/payments";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { useInvoiceSelection } from "../use-invoice-selection.ts";

type Props = {
  invoices: readonly OpenInvoice[];
  /** The ticked invoices' confirmed total, to confirm and pay; `refresh` totals them again. */
  onPay: (totalPence: number, refresh: () => void) => void;
};

/** Invoice dates on the London calendar, DD/MM/YYYY as the shop shows dates. */
const day = (iso: string) => formatDeliveryDate(iso) ?? iso;

const cell = "px-1.5 py-2 text-left align-middle sm:px-3";
const wide = "hidden sm:table-cell";

/**
 * spec/1 §2 the multi-invoice selection table, §4 invoice payment, §8: the account's open invoices
 * with a tick box each. Ticking asks the server for the total with a spinner; the pay button shows
 * only with a total; an invoice the ERP cannot confirm is unticked and named in the 'Error
 * Confirming Invoice' dialog.
 */
export function InvoicePayment({ invoices, onPay }: Props) {
  const headingId = useId();
  const { ticked, total, problem, closeProblem, refusal, toggle, clear, refresh } =
    useInvoiceSelection(invoices);
  const [nothingToPay, setNothingToPay] = useState<string | null>(null);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 md:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        Pay invoices
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-2">There are no open invoices on this account.</p>
      ) : (
        <>
          <p className="mt-1 text-muted">Tick the invoices to pay; each is paid in full.</p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Open invoices</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className={cell}>
                    Pay
                  </th>
                  <th scope="col" className={cell}>
                    Invoice
                  </th>
                  <th scope="col" className={`${cell} ${wide}`}>
                    Issued
                  </th>
                  <th scope="col" className={`${cell} ${wide}`}>
                    Due
                  </th>
                  <th scope="col" className={`${cell} ${wide} text-right`}>
                    Amount
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Outstanding
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-b border-line last:border-0">
                    <td className={cell}>
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-ink"
                        aria-label={`Pay invoice ${invoice.invoiceNumber}`}
                        checked={ticked.has(invoice.id)}
                        onChange={(event) => toggle(invoice.id, event.target.checked)}
                      />
                    </td>
                    <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
                      {invoice.invoiceNumber}
                      {/* A phone has no room for the date columns: the due date goes under the number. */}
                      <span className="block text-xs font-normal text-muted sm:hidden">
                        Due {day(invoice.dueOn)}
                      </span>
                    </th>
                    <td className={`${cell} ${wide} whitespace-nowrap`}>{day(invoice.issuedOn)}</td>
                    <td className={`${cell} ${wide} whitespace-nowrap`}>{day(invoice.dueOn)}</td>
                    <td className={`${cell} ${wide} text-right tabular-nums`}>
                      {formatPounds(invoice.amountPence)}
                    </td>
                    <td className={`${cell} text-right font-semibold tabular-nums`}>
                      {formatPounds(invoice.outstandingPence)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {(refusal ?? nothingToPay) && (
            <p role="alert" className="mt-3 font-semibold text-red-800">
              {refusal ?? nothingToPay}
            </p>
          )}
          <div className="mt-4 flex min-h-11 flex-wrap items-center gap-3" aria-live="polite">
            {total.status === "totalling" && <Spinner label="Totalling the selected invoices" />}
            {total.status === "total" && (
              <p className="font-semibold">
                Total to pay: <span className="tabular-nums">{formatPounds(total.totalPence)}</span>
              </p>
            )}
            {total.status === "total" && total.showPayButton && (
              <Button
                onClick={() => {
                  // spec/1 §5: a total of nothing is 'Please select the invoices to pay'.
                  const payable = checkInvoicePaymentTotal(total.totalPence);
                  setNothingToPay(payable.ok ? null : payable.message);
                  if (payable.ok) onPay(payable.value, refresh);
                }}
              >
                Pay selected invoices
              </Button>
            )}
            {ticked.size > 0 && (
              <Button variant="ghost" onClick={clear}>
                Clear selection
              </Button>
            )}
          </div>
        </>
      )}
      {problem && (
        <Dialog
          open
          onOpenChange={(open) => !open && closeProblem()}
          title={problem.title}
          description={problem.intro}
        >
          <ul className="mb-3 list-disc pl-6 font-semibold" aria-label="Invoices not confirmed">
            {problem.invoiceNumbers.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ul>
          <p className="mb-4">{problem.help}</p>
          <Button onClick={closeProblem}>OK</Button>
        </Dialog>
      )}
    </section>
  );
}
