/** Texts of the clearance context: spec/1 §5 (spelling of 'Quanity' fixed) and §8. */
export const QUANTITY_ISSUE_TITLE = "Quantity Issue";
export const QUANTITY_ISSUE_MESSAGE = "We only have {max} of that item available!";

export const BASKET_REPORT_TITLE = "Basket Report";
export const NOT_ADDED_MESSAGE = "The item was not added to your basket!";
export const NO_FULFILMENT_REASON = "Please choose to collect from branch.";
export const LOCATION_NOT_SET_REASON = "Your branch location is not set.";
export const NO_QUANTITY_REASON =
  "This item is already in your basket and we don't have that quantity in branch to match your additional quantity request.";
export const NOT_IN_SYSTEM_REASON = "That clearance product is not in our system";
export const OTHER_BRANCH_REASON = "You can't buy a clearance item from another branch.";
