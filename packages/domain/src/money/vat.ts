import { assertPence, divideRoundHalfUp } from "./rounding.ts";

/** The UK's standard rate: what a line is charged when the catalogue gives it no rate of its own. */
export const STANDARD_VAT_PERCENT = 20;

/** UK VAT rates are whole percents (20 standard, 5 reduced, 0 zero-rated). */
function assertRate(ratePercent: number): void {
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`A VAT rate must be a whole percent from 0 to 100, got ${ratePercent}`);
  }
}

/** The VAT on an ex-VAT price, rounded half up to the penny. */
export function vatOf(exVatPence: number, ratePercent: number): number {
  assertPence(exVatPence);
  assertRate(ratePercent);
  return divideRoundHalfUp(exVatPence * ratePercent, 100);
}

/** The inc-VAT price: ex VAT plus its rounded VAT, so ex + VAT always adds up to the shown total. */
export function incVat(exVatPence: number, ratePercent: number): number {
  return exVatPence + vatOf(exVatPence, ratePercent);
}

/** The ex-VAT price inside an inc-VAT price; it undoes incVat exactly for every positive rate. */
export function exVatFromInc(incVatPence: number, ratePercent: number): number {
  assertPence(incVatPence);
  assertRate(ratePercent);
  return divideRoundHalfUp(incVatPence * 100, 100 + ratePercent);
}
