import { describe, expect, it } from "vitest";
import { branchOrderTotals, priceBranchOrderLine } from "./branch-order-pricing.ts";

describe("issue 14 branch orders (decision 137): lines at the ERP's prices, VAT per line as an invoice shows it", () => {
  it("prices a line at its product's VAT rate, each and in total", () => {
    expect(priceBranchOrderLine(1003, 3, 20)).toEqual({
      unitPrice: { exVat: 1003, incVat: 1204 },
      lineTotal: { exVat: 3009, incVat: 3611 },
    });
    expect(priceBranchOrderLine(1000, 2, 5).lineTotal).toEqual({ exVat: 2000, incVat: 2100 });
    expect(priceBranchOrderLine(1000, 2, 0).lineTotal).toEqual({ exVat: 2000, incVat: 2000 });
  });

  it("charges a part number the shop does not sell (no catalogue rate) at the standard 20%", () => {
    expect(priceBranchOrderLine(2500, 1, null).unitPrice).toEqual({ exVat: 2500, incVat: 3000 });
  });

  it("adds the lines' own totals, so the VAT is what the lines show", () => {
    const lines = [priceBranchOrderLine(1003, 3, 20), priceBranchOrderLine(1000, 2, 5)];
    expect(branchOrderTotals(lines)).toEqual({ exVat: 5009, vat: 702, incVat: 5711 });
    expect(branchOrderTotals([])).toEqual({ exVat: 0, vat: 0, incVat: 0 });
  });
});
