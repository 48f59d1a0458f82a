import { fail, ok, type Result } from "../shared/result.ts";
import {
  INVOICE_CONFIRM_ERROR_HELP,
  INVOICE_CONFIRM_ERROR_INTRO,
  INVOICE_CONFIRM_ERROR_TITLE,
  NO_INVOICES_SELECTED,
} from "./messages.ts";
import { isPayableAmount } from "./payment-amount.ts";

/** spec/1 §7 invoicePostCheck: the status that marks an invoice the ERP could not confirm. */
export const INVOICE_NOT_FOUND_STATUS = "Not found";

/** A ticked row of the invoice table: its id and the invoice number printed on it. */
export type SelectedInvoice = { readonly id: string; readonly invoiceNumber: string };

/** spec/1 §7 InvoicePaymentAmount reply: the total in pence and the per-invoice post check. */
export type InvoiceAmountReply = {
  readonly reply: unknown;
  readonly invoicePostCheck?: Readonly<Record<string, { readonly status: string }>>;
};

/** spec/1 §8: the 'Error Confirming Invoice' dialog listing the invoices that were unticked. */
export type InvoiceConfirmProblem = {
  readonly title: string;
  readonly intro: string;
  readonly invoiceNumbers: readonly string[];
  readonly help: string;
};

export type InvoiceSelection = {
  /** The total to pay in pence, or null when the reply was not a number. */
  readonly totalPence: number | null;
  readonly selected: readonly SelectedInvoice[];
  readonly unticked: readonly SelectedInvoice[];
  readonly problem: InvoiceConfirmProblem | null;
  readonly showPayButton: boolean;
};

/** Whole pence, as a number or as the digits of one. */
function penceOf(reply: unknown): number | null {
  const value = typeof reply === "string" && /^\s*-?\d+\s*$/.test(reply) ? Number(reply) : reply;
  return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
}

/**
 * spec/1 §4, §8 Invoice payment: applies the amount reply to the ticked invoices. A non-numeric
 * reply clears every selection; an invoice whose post check says 'Not found' is unticked and
 * listed in the 'Error Confirming Invoice' dialog. The pay button shows only for invoices still
 * ticked with a total above zero.
 */
export function applyInvoiceAmountReply(selected: readonly SelectedInvoice[], reply: InvoiceAmountReply): InvoiceSelection {
  const totalPence = penceOf(reply.reply);
  if (totalPence === null) {
    return { totalPence, selected: [], unticked: [...selected], problem: null, showPayButton: false };
  }
  const notFound = (invoice: SelectedInvoice): boolean =>
    reply.invoicePostCheck?.[invoice.id]?.status === INVOICE_NOT_FOUND_STATUS;
  const kept = selected.filter((invoice) => !notFound(invoice));
  const unticked = selected.filter(notFound);
  const problem =
    unticked.length === 0
      ? null
      : {
          title: INVOICE_CONFIRM_ERROR_TITLE,
          intro: INVOICE_CONFIRM_ERROR_INTRO,
          invoiceNumbers: unticked.map((invoice) => invoice.invoiceNumber),
          help: INVOICE_CONFIRM_ERROR_HELP,
        };
  return { totalPence, selected: kept, unticked, problem, showPayButton: kept.length > 0 && totalPence > 0 };
}

/** spec/1 §5 Payments: invoice payment needs a total above zero. */
export function checkInvoicePaymentTotal(totalPence: number): Result<number, "no_invoices"> {
  return isPayableAmount(totalPence) ? ok(totalPence) : fail("no_invoices", NO_INVOICES_SELECTED);
}
