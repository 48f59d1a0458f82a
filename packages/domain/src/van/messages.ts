/**
 * Texts of the stock-and-go van app and the account tools (spec/3 §5, §8), spelling fixed as
 * DESIGN.md lists. The 'Vehicle Added' text is ours: the spec only says what it tells
 * (docs/decisions/035-van-app-readings.md).
 */
export const GENERIC_FAILURE =
  "Sorry there has been an error, please try again. If this error persists your session may have expired, please restart the app.";
export const SERVER_UNREACHABLE = "We couldn't connect to the server!";

export const QUANTITY_INVALID = "Please enter a valid quantity between 1 and 999 to proceed.";
export const INSUFFICIENT_VAN_STOCK = "Error: Insufficient stock in van.";
export const NO_MINIMUM_STOCK_LEVEL =
  "There is no defined minimum stock level for your vehicle, please try again.";
export const ADJUST_OVER_STOCK =
  "Error: You can only adjust up to your current stock level of {n}. To add stock please use the stock interface online.";
export const STOCK_UPDATED = "Stock updated.";

export const MIXED_BASKET =
  "Error: there are already items of a different type in your basket, please go to the basket and tap start over to proceed.";
export const OVER_VOID_ORDER_LIMIT =
  "This item has successfully been added to your order. This has taken the order over your order limit, Your order will be emailed to your supervisor for authorisation.";

export const INVOICE_NUMBER_INVALID =
  "Sorry the invoice number you have entered is invalid, please try again.";
// The spec's words for a repeated invoice; they read oddly but are what the operators know.
export const INVOICE_NUMBER_DUPLICATE = "Sorry you have entered invoice {number}, please try again.";
export const DELIVERY_RESULT_PREFIX = "Delivery Result : ";
export const INVOICE_DELIVERED = "{invoice} - has been added to the delivery.";
export const INVOICE_FAILED_CHECKS = "{invoice} - has failed invoice checks.";
export const NOTHING_TO_DELIVER = "You have no orders set to deliver, please scan an order and try again.";

export const COLLECTION_NOT_CHOSEN = "Error: Please select a collection from the list to proceed.";
export const COLLECTION_NOT_SIGNED = "Error: Please sign to complete collection.";
export const COLLECTION_SIGNER_MISSING = "Error: Please enter your name to complete collection.";
export const NO_COLLECTIONS = "There are no collections at the moment for this store.";

export const ORDER_STATUS_SET =
  "The status of order {n} has been set to {status}. This order has been removed from your van stock order list.";
export const VOID_COLLECTION_EMAIL_SENT =
  "A void order collection confirmation email has been sent to your home branch.";
export const ORDER_EMAIL_FAILED =
  "The order email could not be sent to your home branch. Please contact your branch to inform them that your order has been received";
export const ORDER_SEARCH_TERM_REQUIRED = "Please enter a valid Search Term to proceed.";
export const NO_ORDERS = "Sorry you do not have any orders at this time.";
// Ours (decision 161): collecting an order and booking a slot need the van the operator is in.
export const CHOOSE_A_VAN_FIRST = "Please choose your van on the Van stock tab first.";

export const STOCK_SEARCH_TERM_REQUIRED = "Please enter a valid search term.";
export const FORGOTTEN_PASSWORD_EMAIL_REQUIRED = "Please enter a valid email address to proceed.";

export const SLOT_WITHIN_24_HOURS =
  "PLEASE NOTE: Delivery is within a 24 Hour Period, Please phone the branch to confirm availability and delivery slot.";
export const SLOT_RESERVED_BY_CUSTOMER = "Slot reserved by customer {account} on {date}.";
export const SLOT_RESERVED_BY_YOU = "Slot reserved by you on {date}.";
/** Ours (decision 170): the spec's sgsetdeliveryslotsession answers a message it does not word. */
export const EXISTING_SLOT_CHOSEN = "Your van's next delivery goes in your slot on {date} at {time}.";
export const EXISTING_SLOT_INVALID = "Please select a valid date from the drop down.";
export const SLOT_BOOKED = "Success: Your Selected Slot has been booked.";

export const VEHICLE_NOT_FOUND =
  "We are unable to locate this registration number on our system, please enter the details here to add a new vehicle.";
export const VEHICLE_ADDED_TITLE = "Vehicle Added";
export const VEHICLE_ADDED = "Your new vehicle has been added. Please add stock to it.";
export const NO_VEHICLE_SET = "No Vehicle Set";

export const KEY_REGENERATED_TITLE = "Key Regenerated";
export const KEY_REGENERATED = "Your new key is active.";
export const KEY_NOT_REGENERATED_TITLE = "Key NOT Regenerated";
export const KEY_REMOVED_TITLE = "Key Removed";
export const KEY_REMOVED = "The key has been removed.";
export const KEY_NOT_REMOVED_TITLE = "Key NOT Removed";
export const KEY_TRY_AGAIN = "Please try again.";

// Ours (docs/decisions/143, 145): the spec shows no words for these.
export const SIGN_IN_LINK_REFUSED = "This sign-in link is not valid. Please open the app again.";
export const NOT_AN_APP_USER = "This account does not use the van app.";

// spec/3 §5, §8 account tools: keys change only after this is confirmed; a widget that fails says so.
export const KEY_CANNOT_BE_UNDONE = "This cannot be undone. Are you sure?";
export const REPORTING_ERROR = "Sorry there has been an error, please try again.";
// Ours (decision 151): a registration another account's van already has.
export const REGISTRATION_TAKEN = "A vehicle with this registration is already registered.";
