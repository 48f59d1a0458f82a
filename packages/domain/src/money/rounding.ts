/** Money is whole pence, so every share or conversion must land on a whole penny. */
export function assertPence(pence: number): void {
  if (!Number.isSafeInteger(pence))
    throw new RangeError(`Money must be a whole number of pence, got ${pence}`);
}

/**
 * numerator ÷ denominator rounded half away from zero, in integer arithmetic so that
 * 0.5p never turns into 0.49999p through floating point. Half away from zero keeps a
 * refund line the mirror image of the sale line.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}
