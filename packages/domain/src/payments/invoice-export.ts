import { INVOICE_EXPORT_FAILED, INVOICE_EXPORT_REQUESTED } from "./messages.ts";

/** spec/1 §7 activateinvoiceexport: the status that means the request was taken. */
export const INVOICE_EXPORT_SUCCESS_STATUS = "success";

export type InvoiceExportOutcome = { readonly message: string; readonly hideButton: boolean };

/**
 * spec/1 §4 Online-invoice activation: success shows 'Request Sent' and hides the button so it
 * cannot be asked twice; anything else shows 'Request Failed' and leaves the button to try again.
 */
export function invoiceExportOutcome(status: string): InvoiceExportOutcome {
  return status === INVOICE_EXPORT_SUCCESS_STATUS
    ? { message: INVOICE_EXPORT_REQUESTED, hideButton: true }
    : { message: INVOICE_EXPORT_FAILED, hideButton: false };
}
