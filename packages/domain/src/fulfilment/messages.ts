/**
 * Texts of the fulfilment context. spec/2 §4 says another value "is rejected as a bad fulfilment
 * type" without quoting words, so the refusal is ours and names the field and its two values.
 */
export const BAD_FULFILMENT_TYPE_MESSAGE = "Bad fulfilment type: fulfilment must be collection or delivery.";
/** spec/2 §4: the mini basket shows the delivery cost or that collection is free. */
export const COLLECTION_FREE_LABEL = "Collection FREE";
