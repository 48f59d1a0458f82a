/**
 * Texts of the basket context for a branch or postcode change (spec/2 §4, §8), in the specs' own
 * words. Templates keep their `{placeholders}`; fill them with `fillMessage` from shared/result.ts.
 */

// spec/2 §4: the dialog listing what a branch or postcode change does to the basket.
export const BRANCH_DIFFERENCES_TITLE = "Branch differences";
/** Ours: a branch or postcode change asked for without confirming the basket's differences (a stale page). */
export const BASKET_DIFFERS_MESSAGE =
  "Your basket would change at the new branch: please review the differences and confirm the change.";
export const CHANGE_BRANCH_LABEL = "Change Branch";
export const CANCEL_LABEL = "Cancel";

/**
 * spec/2 §8 lists the difference lines but says their wording comes from the server, so these
 * sentences are ours (docs/decisions/026-basket-difference-lines.md). Prices are ex VAT, as the
 * basket service reports them.
 */
export const DIFF_NOT_FOR_SALE_TEMPLATE = "{description} is not for sale at {branch}.";
export const DIFF_NOT_DELIVERABLE_TEMPLATE = "{description} cannot be delivered to {postcode}.";
export const DIFF_DELIVERY_ONLY_TEMPLATE = "{description} is available for delivery only.";
export const DIFF_COLLECTION_ONLY_TEMPLATE = "{description} is available for collection only.";
export const DIFF_NOT_AVAILABLE_TEMPLATE = "{description} is not available from this branch.";
export const DIFF_SPLIT_TEMPLATE =
  "Insufficient stock of {description}: {inStock} of {quantity} in stock, so this item will be split.";
export const DIFF_SHORT_TEMPLATE =
  "{description} is {short} short: the quantity will change from {from} to {to}.";
export const DIFF_SWAPPED_TEMPLATE = "{description} will be swapped with {newDescription}.";
/** Stands in for {newDescription} when the basket service names no replacement. */
export const SWAPPED_UNNAMED_PRODUCT = "an equivalent product";
export const DIFF_PRICE_CHANGE_TEMPLATE =
  "The price of {description} will change from {from} to {to} ex VAT.";

// spec/2 §4, §8: setting the branch.
export const BRANCH_NOT_SET_TITLE = "Branch NOT Set";
export const BRANCH_NOT_SET_MESSAGE = "Sorry there was an error setting your branch, please try again.";
/** spec/2 §8: shown in the collection error area when the server sent no error text. */
export const COLLECTION_SET_GENERIC_ERROR_MESSAGE = "A generic error occurred!! Please try again.";
/** spec/2 §4: the store finder's success dialog when the customer came from another page. */
export const STAY_ON_PAGE_LABEL = "Stay on Page";
export const PREVIOUS_PAGE_LABEL = "Previous Page";

// spec/2 §8, §2: adding to the basket and the mini basket.
export const ADD_TO_BASKET_ERROR_TITLE = "Your Basket";
export const ADD_TO_BASKET_NOT_ADDED_MESSAGE =
  "End of line product, insufficient stock, operation cannot be completed.";
export const ADD_TO_BASKET_REQUEST_FAILED_MESSAGE = "An error occurred. Please try again or contact us.";
export const ADD_TO_BASKET_SUCCESS_MESSAGE = "The item has been successfully added to your basket!";
export const OUT_OF_STOCK_AT_BRANCH_MESSAGE = "Currently unavailable at your selected branch.";
export const PRODUCT_FORM_MISSING_MESSAGE =
  "Sorry, we have encountered an error with this product. Please continue to browse the site.";
export const MINI_BASKET_EMPTY_MESSAGE = "Your Basket Is Empty!";
/** spec/1 §2: the upsell popup's button to the basket page. */
export const VIEW_BASKET_LABEL = "view basket";

/**
 * Ours: the counterpart of 'Branch NOT Set' once a branch is set (spec/2 §4 quotes only the
 * failure). {place} is the brand's word for a branch (branch, store, trade centre).
 */
export const BRANCH_SET_TITLE = "Branch Set";
export const BRANCH_SET_MESSAGE = "{branch} is now your {place}.";
