/**
 * Texts of the partnering catalogue (spec/2 §7 `POST /partneringcatalogues/add`). The spec names
 * the call and its "error flag" only, not the words shown: these are ours (decision 119).
 */

/** The add answered without its error flag. */
export const PARTNERING_ADDED_MESSAGE = "Added to your partnering catalogue";
/** The error flag with no reason given, or no answer within the call's 10 s. */
export const PARTNERING_ADD_FAILED_MESSAGE =
  "Sorry, this product could not be added to your partnering catalogue. Please try again.";
/** A signed-in user who holds no trade account: there is no catalogue to add to or to show. */
export const PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE =
  "Partnering catalogues are kept for trade accounts, and you have no trade account.";
/** Removing a product the catalogue does not hold. */
export const PARTNERING_NOT_IN_CATALOGUE_MESSAGE = "Product {productId} is not in your partnering catalogue";
