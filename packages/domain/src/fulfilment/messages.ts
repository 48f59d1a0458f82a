/**
 * Texts of the fulfilment context. spec/2 §4 says another value "is rejected as a bad fulfilment
 * type" without quoting words, so the refusal is ours and names the field and its two values.
 */
export const BAD_FULFILMENT_TYPE_MESSAGE = "Bad fulfilment type: fulfilment must be collection or delivery.";
/** spec/2 §4: the mini basket shows the delivery cost or that collection is free. */
export const COLLECTION_FREE_LABEL = "Collection FREE";

// spec/2 §3 stock info: the spec quotes only the unavailable text (basket/messages.ts); these are ours (decision 110).
export const STOCK_IN_STOCK_TEXT = "In stock at {branch}";
export const STOCK_TALLY_TEXT = "{metres} metres in stock";
export const STOCK_FEEDER_TEXT = "Available to {branch} within 2–3 working days";
export const STOCK_CENTRAL_TEXT = "Available to {branch} from our distribution centre within 5 working days";
export const STOCK_DIRECT_SHIP_TEXT = "Delivered direct from the supplier";
