import { MAX_QUANTITY } from "./quantity-field.ts";

/**
 * spec/2 §2, §5: the upsell dialog's plus and minus buttons move a quantity by one; it may reach
 * zero (the line is then not added) but never go below it, nor beyond what the field can hold.
 * A junk quantity counts as zero.
 */
export function upsellStep(quantity: number, step: 1 | -1): number {
  const current = Number.isInteger(quantity) ? quantity : 0;
  return Math.min(MAX_QUANTITY, Math.max(0, current + step));
}

export const upsellPlus = (quantity: number): number => upsellStep(quantity, 1);
export const upsellMinus = (quantity: number): number => upsellStep(quantity, -1);

export type BillOfMaterialsControls = "add" | "off";

/** spec/1 §4: a zero bill-of-materials total shows the 'off' controls, any other total the 'add' ones. */
export function billOfMaterialsControls(total: number): BillOfMaterialsControls {
  return total > 0 ? "add" : "off";
}
