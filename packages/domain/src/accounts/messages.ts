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
