/**
 * Texts of account and invoice payments (spec/1 §4, §5 Payments, §8). Templates keep the spec's
 * "£" and their {placeholders} take the figure without it (docs/decisions/033-payment-amounts-in-messages.md).
 */
export const PAYMENT_BELOW_MINIMUM = "You need to pay at least £{min}";
export const PAYMENT_ABOVE_MAXIMUM = "You cannot pay more than £{max}";
export const PAYMENT_CONFIRM = "Are you sure you want to make a payment for £{amount}";

export const NO_PAYMENT_TITLE = "No Payment";
export const NO_PAYMENT = "Please input a payment amount to pay.";
export const CONFIRM_YES = "Yes";
export const CONFIRM_CANCEL = "Cancel";

export const NO_INVOICES_SELECTED = "Please select the invoices to pay";
export const INVOICE_CONFIRM_ERROR_TITLE = "Error Confirming Invoice";
export const INVOICE_CONFIRM_ERROR_INTRO = "We are having an issue confirming the details for the below invoices";
export const INVOICE_CONFIRM_ERROR_HELP = "Please contact customer support for more information.";

export const INVOICE_EXPORT_REQUESTED = "Request Sent";
export const INVOICE_EXPORT_FAILED = "Request Failed";
