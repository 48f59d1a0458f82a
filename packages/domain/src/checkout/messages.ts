/**
 * Texts of the checkout (spec/1 §5 Checkout, §9). The guest-account notice is ours: the spec
 * says only that the guest is told to log in to see custom pricing
 * (docs/decisions/032-checkout-guest-account-notice.md).
 */
export const ADDRESS_REQUIRED = "Please enter your address";
export const TOWN_REQUIRED = "Please enter your town or city";
export const POSTCODE_REQUIRED = "Please enter your postcode";
export const ADDRESS_NOT_SELECTED = "Please select an address";
export const HOUSE_NUMBER_REQUIRED = "Please enter your house number or name";
/**
 * Ours (decision 123): lookup mode sent without the address lines, resolved at the order and
 * not one address found. The popup says spec/1 §8's 'address matching failed'; a field says more.
 */
export const HOUSE_NOT_FOUND =
  "We could not find that house number or name at this postcode. Please check it, or enter your address yourself.";
export const HOUSE_MATCHES_SEVERAL =
  "More than one address at this postcode matches that house number or name. Please find your address by postcode and choose it from the list.";
export const LOOKUP_POSTCODE_UNKNOWN =
  "We could not find that postcode. Please check it, or enter your address yourself.";

export const SECURITY_CODE_REQUIRED = "Please enter the card security code";
export const EXPIRY_REQUIRED = "Please enter the card expiry date";
export const CARD_EXPIRED = "Card has already expired";
export const CARD_NOT_YET_VALID = "Card is not yet valid";
export const CARD_NUMBER_INVALID = "Invalid card number";
export const CARDHOLDER_NAME_REQUIRED = "Please enter the cardholder name";

export const GUEST_HAS_ACCOUNT =
  "There is already an account with this email address. Please log in to see your custom pricing.";
export const GUEST_LOGIN_LINK_TEXT = "Log in";

export const DELIVERY_CONFIRMATION = "Your order will be delivered on {date}";
