/**
 * Texts of the money context. The specs quote no words for a refused amount, so these are ours
 * (docs/decisions/011-money-rounding-and-amount-input.md); the VAT labels follow spec/1 §4.
 */
export const AMOUNT_INVALID_MESSAGE = "Please enter an amount in pounds and pence, for example 12.50.";
export const AMOUNT_NEGATIVE_MESSAGE = "Please enter an amount of zero or more.";
export const AMOUNT_TOO_MANY_DECIMALS_MESSAGE = "Please enter an amount with no more than 2 decimal places.";

export const INC_VAT_LABEL = "inc VAT";
export const EX_VAT_LABEL = "ex VAT";
