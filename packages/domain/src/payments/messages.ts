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
export const INVOICE_CONFIRM_ERROR_INTRO =
  "We are having an issue confirming the details for the below invoices";
export const INVOICE_CONFIRM_ERROR_HELP = "Please contact customer support for more information.";

export const INVOICE_EXPORT_REQUESTED = "Request Sent";
export const INVOICE_EXPORT_FAILED = "Request Failed";

/**
 * Our words where the spec quotes none (docs/decisions/126-account-and-invoice-payments.md): an
 * account with nothing owed, a card the bank refused, a selection changed since its total was shown.
 */
export const NOTHING_TO_PAY = "There is nothing to pay on this account.";
export const CARD_DECLINED = "Your card was declined. No payment was taken. Please try another card.";
export const CARD_DECLINED_INSUFFICIENT_FUNDS =
  "Your card was declined for insufficient funds. No payment was taken. Please try another card.";
export const CARD_DECLINED_EXPIRED = "Your card has expired. No payment was taken. Please try another card.";
export const CARD_DECLINED_SECURITY_CODE =
  "The card security code was not accepted. No payment was taken. Please check it and try again.";
export const CARD_NEEDS_VERIFICATION =
  "Your bank asked to verify this card, which account payments cannot do yet. No payment was taken. Please try another card.";
export const INVOICE_SELECTION_CHANGED =
  "The invoices selected have changed since their total was shown. Please check the total and try again.";
export const PAYMENTS_TRADE_ACCOUNTS_ONLY =
  "Account payments are made to trade accounts, and you have no trade account.";
export const PAYMENT_KEY_USED =
  "This payment key was used for a different payment. Please start the payment again.";
export const INVOICE_ALREADY_PAID = "Invoice {invoiceNumber} is already paid.";
export const NO_SUCH_INVOICE = "No such invoice on this account";
export const PAYMENT_SERVICE_UNAVAILABLE =
  "The card payment could not be made just now: the payment service did not answer. Please try again.";
