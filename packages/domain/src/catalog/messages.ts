/** Texts of the catalog context, in the words of spec/1 §4, §5 and spec/2 §5. */

// spec/1 §5 Quantities
export const QUANTITY_OVER_MAXIMUM_MESSAGE =
  "Sorry you have requested more than the maximum allowed for this product.";
/** Ours: the specs only let digits into a quantity field, but the server must still refuse junk. */
export const QUANTITY_INVALID_MESSAGE = "Please enter a whole number quantity.";

// spec/1 §5 Quantities — tally (timber) saw-to-size maximum
export const TALLY_ALREADY_IN_BASKET_MESSAGE = "Sorry you already have a quantity of {n} in your basket";
export const TALLY_ALLOWED_MAXIMUM_MESSAGE = "a maximum of {max} is allowed for this product.";
export const TALLY_ONLY_MAXIMUM_MESSAGE =
  "Sorry only a maximum quantity of {max} is allowed for this product.";

// spec/2 §5 Tally products — the product limit
export const TALLY_PRODUCT_LIMIT_MESSAGE =
  "Sorry, there is a maximum order quantity of {limit} of this product.";

// spec/1 §5 Timber length
export const TIMBER_LENGTH_INVALID_MESSAGE = "Please enter a valid total length to proceed.";
export const TIMBER_TALLY_VALUE_ERROR_MESSAGE = "Sorry there has been an error, please try again.";
export const TIMBER_LENGTH_ADDED_MESSAGE =
  "{n} metres have been added to the Qty field opposite, please add to basket to proceed.";
export const TIMBER_SELECT_BRANCH_MESSAGE =
  "Please select a delivery or click and collect branch to proceed.";

// spec/2 §5 Timber options
export const TIMBER_OPTIONS_NO_QUANTITY_MESSAGE =
  "Sorry, we have encountered an error, please set a product quantity to continue.";

// spec/1 §4 Calculator toggle
export const CALCULATOR_TOGGLE_CLOSED_LABEL = "Need help to calculate?";
export const CALCULATOR_TOGGLE_OPEN_LABEL = "Hide calculator";
