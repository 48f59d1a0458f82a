/**
 * What a branch order costs (issue 14; docs/decisions/137-branch-orders.md): each line at the
 * price the branch's ERP gave it, its VAT worked out on the line as an invoice shows it (as the
 * basket's lines are, spec/1 §3), so the lines' inc-VAT totals add up to the order's. A part
 * number the shop does not sell has no rate in the catalogue: it is charged at the standard rate.
 */
import type { PricePair } from "../money/vat-preference.ts";
import { STANDARD_VAT_PERCENT, vatOf } from "../money/vat.ts";

export type BranchOrderLinePrice = { unitPrice: PricePair; lineTotal: PricePair };

export type BranchOrderTotals = { exVat: number; vat: number; incVat: number };

/** `vatRate`: the catalogue's rate for the line's part number, or null when the shop does not sell it. */
export function priceBranchOrderLine(
  unitExVat: number,
  quantity: number,
  vatRate: number | null,
): BranchOrderLinePrice {
  const rate = vatRate ?? STANDARD_VAT_PERCENT;
  const totalExVat = unitExVat * quantity;
  return {
    unitPrice: { exVat: unitExVat, incVat: unitExVat + vatOf(unitExVat, rate) },
    lineTotal: { exVat: totalExVat, incVat: totalExVat + vatOf(totalExVat, rate) },
  };
}

/** The order's totals: the lines' own, added up. */
export function branchOrderTotals(lines: readonly BranchOrderLinePrice[]): BranchOrderTotals {
  const exVat = lines.reduce((sum, line) => sum + line.lineTotal.exVat, 0);
  const incVat = lines.reduce((sum, line) => sum + line.lineTotal.incVat, 0);
  return { exVat, vat: incVat - exVat, incVat };
}
