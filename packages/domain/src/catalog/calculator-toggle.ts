import { CALCULATOR_TOGGLE_CLOSED_LABEL, CALCULATOR_TOGGLE_OPEN_LABEL } from "./messages.ts";

/** spec/1 §4: the product page's calculator toggle button text. */
export function calculatorToggleLabel(open: boolean): string {
  return open ? CALCULATOR_TOGGLE_OPEN_LABEL : CALCULATOR_TOGGLE_CLOSED_LABEL;
}
