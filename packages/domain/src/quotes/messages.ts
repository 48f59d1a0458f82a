/**
 * Texts of the quotes context (spec/2 §5, §8), in the specs' own words. Templates keep their
 * `{placeholders}`; fill them with `fillMessage` from shared/result.ts.
 */

// spec/2 §5 Quote form.
export const QUOTE_EMAIL_REQUIRED_MESSAGE = "Please enter your email address";
export const QUOTE_EMAIL_INVALID_MESSAGE = "This is not a valid email address";
export const QUOTE_REFERENCE_REQUIRED_MESSAGE = "Please enter your order number";
export const QUOTE_REFERENCE_INVALID_MESSAGE = "This is not a valid Quote Reference";

// spec/2 §5 Link-based: the branch quotation page opened from a link carrying email and quotation_ref.
export const QUOTE_LINK_EMAIL_INVALID_MESSAGE =
  "The email address in the link you clicked is not valid. Please use this form to add quote items to the basket.";
/** "the same for the quote number" (spec/2 §5), written out. */
export const QUOTE_LINK_REFERENCE_INVALID_MESSAGE =
  "The quote number in the link you clicked is not valid. Please use this form to add quote items to the basket.";

// spec/2 §4 Quote-to-basket, §8.
export const QUOTE_POSTCODE_MISSING_MESSAGE =
  "A postcode could not be found on this quote. Please contact your local store to update your quote.";
export const QUOTE_NO_STORE_MESSAGE =
  "The branch that created this quote may no longer be available. For further assistance please contact customer services.";
export const QUOTE_POSTCODE_DIFFERS_MESSAGE =
  "There is a difference between the currently selected delivery address and the delivery address on this quote. If you add the items from this quote your delivery postcode will change to {postcode}.";
export const CHANGE_DELIVERY_ADDRESS_AND_ADD_LABEL = "Change Delivery Address and add products";
export const CLOSE_LABEL = "Close";

// spec/2 §8 Quote check and add-from-quote replies.
export const QUOTE_ITEMS_UNAVAILABLE_MESSAGE =
  "We cannot obtain your quote items at this time. Please try again later.";
export const QUOTE_EXPIRED_MESSAGE =
  "Your quote has expired. Please click the button to request your quote lifetime be extended.";
/** spec/2 §4: the expired-quote button that emails the branch. */
export const EXTEND_QUOTE_LABEL = "Extend Quote";
/** The server's reply text when the reference matches no quote. */
export const NO_DOCUMENT_FOUND_REPLY = "No Document found";
export const QUOTE_NOT_FOUND_MESSAGE =
  "Sorry there is no quote with that quote reference available at this time.";
export const QUOTE_ALREADY_ADDED_MESSAGE =
  "The items from quote reference {ref} have already been added to your basket.";
/** The spec says the summary "lists them"; this heading introducing the list is ours. */
export const QUOTE_ITEMS_NOT_ADDED_HEADING = "The following items could not be added to your basket:";
export const CONTACT_BRANCH_FOR_AVAILABILITY_MESSAGE = "Please contact your branch for product availability.";

// spec/2 §8 Quote extension request.
export const QUOTE_EXTENSION_FAILED_MESSAGE =
  "There was a problem sending your quote expiry request change. Please try again later.";
export const QUOTE_EXTENSION_SENT_MESSAGE =
  "Thank you for your request. A member of the team will be in contact with you soon.";

// spec/2 §8 Order emailed to the branch (delivery out of range).
export const ORDER_SENT_TO_BRANCH_MESSAGE = "Thank you, order details have been sent to {branch}!";
