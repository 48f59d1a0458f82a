/**
 * Words of the trade accounts dashboard that the specs do not quote (spec/1 §2, §4 give the
 * switching message and the dialogs' titles only, which live in @merchant/domain/accounts).
 * These are ours until a decision moves them into the domain beside the others.
 */
export const NO_TRADE_ACCOUNT_MESSAGE = "You don't have a trade account with us.";
export const TRADE_ACCOUNTS_UNREADABLE_MESSAGE =
  "Sorry, your trade accounts could not be shown just now. Please try again later.";
export const SWITCH_FAILED_MESSAGE = "Sorry, your account could not be switched just now. Please try again.";
export const TERMS_REQUEST_FAILED_MESSAGE =
  "Sorry, your request could not be sent just now. Please try again.";
