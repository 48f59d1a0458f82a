/** Texts of the account documents context: the spec's own words where it quotes any. */

// spec/1 §4 Online-invoice activation.
export const ONLINE_INVOICES_REQUEST_SENT = "Request Sent";
export const ONLINE_INVOICES_REQUEST_FAILED = "Request Failed";

/** The button and the line that replaces it once asked: the spec quotes neither, so they are ours (decision 118). */
export const ACTIVATE_ONLINE_INVOICES_LABEL = "Activate online invoices";
export const ONLINE_INVOICES_REQUESTED_MESSAGE = "Online invoices requested on {date}";

/** No branch has terms with the account, so no accounts team to ask (decision 118). */
export const NO_ACCOUNTS_CONTACT_MESSAGE =
  "We could not find a branch to send this request to. Please contact your branch.";
