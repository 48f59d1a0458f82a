/** Texts of the accounts context, in the specs' own words. */

// spec/1 §4 Account switch.
export const SWITCHING_ACCOUNT_MESSAGE = "Switching Account Please Wait...";

// spec/1 §8: no trade terms at the branch.
export const TRADE_TERMS_ENQUIRY_TITLE = "Trade Terms Enquiry";
export const TRADE_TERMS_ENQUIRY_MESSAGE =
  "You don't currently have trade terms with the {brand} {location} branch. Please select another branch.";

// spec/2 §4 ERP and trade-account compatibility.
export const BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE =
  "We're sorry, the selected branch does not support this type of trade account.";

/** Credit figures arrive from the ERP; the specs quote no words for a broken one, so these are ours. */
export const CREDIT_FIGURES_INVALID_MESSAGE = "Credit limit and balance must be whole amounts in pence.";

/**
 * Registering, forgetting and changing a password (issue 11 Identity): the specs quote none of these
 * words but the forgotten-password email rule (spec/3 §5), so they are ours (decision 114).
 */
export const PASSWORD_TOO_SHORT_MESSAGE = "Your password must be at least {min} characters.";
export const PASSWORDS_DIFFER_MESSAGE = "The two passwords do not match.";
export const NAME_REQUIRED_MESSAGE = "Please enter your name.";
export const EMAIL_TAKEN_MESSAGE =
  "An account already uses this email address. Please log in, or ask for a link to set a new password.";
export const RESET_LINK_SENT_MESSAGE =
  "If an account uses that email address, we have sent it a link to set a new password. The link works once, within {minutes} minutes.";
export const RESET_LINK_INVALID_MESSAGE =
  "This link to set a new password has expired or has already been used. Please ask for a new one.";
export const CURRENT_PASSWORD_WRONG_MESSAGE = "Your current password is not correct.";
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed.";

/**
 * spec/1 §4's request dialog (an account whose ERP cannot share terms with the branch's) and the
 * dashboard: the specs quote no words, so these are ours (decision 116).
 */
export const REQUEST_TERMS_TITLE = "Request Trade Terms";
export const REQUEST_TERMS_MESSAGE =
  "Your {erp} account {accNumber} cannot use trade terms at the {brand} {location} branch straight away. We can ask the branch to set them up for you.";
export const REQUEST_TERMS_SENT_MESSAGE =
  "Thank you. We have asked the {brand} {location} branch to set up trade terms for account {accNumber}; they will be in touch.";
export const NO_BRANCH_FOR_TERMS_MESSAGE =
  "Please choose a branch first: trade terms are set up by a branch.";

/**
 * spec/2 §4's dialogs on a branch or postcode change by a trade user: the account selection, and
 * the branch that supports none of the user's accounts (with its contact details). Titles and the
 * explanations are ours; the refusal is the spec's (decision 117).
 */
export const CHOOSE_ACCOUNT_TITLE = "Choose a Trade Account";
export const CHOOSE_ACCOUNT_MESSAGE = "Please choose the trade account to use at this branch.";
export const UNSUPPORTED_ACCOUNT_TITLE = "Trade Account Not Supported";
export const UNSUPPORTED_ACCOUNT_CONSEQUENCE =
  "You can still use this branch, but your basket will be emptied and you will not be able to buy until you choose a trade account it supports. To open trade terms here, ask the branch to set them up or contact them.";
