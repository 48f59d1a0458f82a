/**
 * Texts of placing an order (issue 12). The specs quote none for these outcomes: the words are
 * ours (docs/decisions/127-placing-orders.md), in the shop's voice.
 */
export const BASKET_EMPTY_AT_CHECKOUT = "Your basket is empty. Please add something before checking out.";
export const NO_BRANCH_AT_CHECKOUT = "Please choose a branch to collect from or a postcode to deliver to before checking out.";
export const NOT_DELIVERABLE_AT_CHECKOUT =
  "We cannot deliver to your postcode. Please choose a branch to collect from instead.";
export const STOCK_SHORT_AT_CHECKOUT =
  "Sorry, {branch} can no longer supply {quantity} of {product}. Please change the quantity in your basket.";
export const PRICES_CHANGED_AT_CHECKOUT =
  "The prices in your basket have changed since you started checking out. Please check the new total and place your order again.";
export const CREDIT_SHORT_AT_CHECKOUT =
  "Account {account} does not have enough credit remaining for this order. Please pay by card.";
export const NO_ACCOUNT_AT_CHECKOUT = "Only a trade account with credit terms can pay on account.";
export const CARD_DECLINED = "Your card was declined. Please try another card.";
export const CARD_INSUFFICIENT_FUNDS = "Your card was declined for insufficient funds. Please try another card.";
export const CARD_CHECK_FAILED = "Your card could not be checked. Please check its details or try another card.";
export const PAYMENT_UNAVAILABLE = "We could not reach our card payment service. Nothing has been charged; please try again.";
export const EMAILS_DIFFER = "The email addresses do not match";
export const EMAIL_INVALID = "Please enter a valid email address";
export const NAME_REQUIRED = "Please enter your name";
export const DELIVERY_DATE_REQUIRED = "Please choose a delivery date";
export const DELIVERY_POSTCODE_DIFFERS =
  "Your basket is priced for delivery to {postcode}. Please deliver there, or change the postcode in your basket first.";
