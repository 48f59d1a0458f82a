/** A payment's reference, shown on the receipt and quoted to the accounts team: "PAY-000042". */
export function paymentReference(paymentId: number): string {
  return `PAY-${String(paymentId).padStart(6, "0")}`;
}
