// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { VatPreference } from "@merchant/domain/money";
import { VatPreferenceProvider } from "~/lib/vat-preference.tsx";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import type { BranchOrder } from "@merchant/contract";
import { axBranchOrder, branchOrder } from "../testing/fixtures.ts";
import { BranchOrderDetail } from "./BranchOrderDetail.tsx";

function renderOrder(order: BranchOrder, vat: VatPreference = "INC") {
  renderInRouter(() => (
    <VatPreferenceProvider initial={vat} save={async () => {}}>
      <BranchOrderDetail order={order} />
    </VatPreferenceProvider>
  ));
}

const region = (name: string) => screen.getByRole("region", { name });
/** Each fact of a panel: its name and value. */
const facts = (name: string) =>
  within(region(name))
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
const lineCells = (row: number) =>
  within(within(screen.getByRole("table")).getAllByRole("row")[row + 1]!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("a branch order's page (issue 14; spec/2 §2 account-branchorderdetail)", () => {
  it("shows the status, the order's details, the branch to call and the totals", () => {
    renderOrder(branchOrder());
    expect(screen.getByText("Awaiting picking")).toBeTruthy();
    expect(screen.getByText(/^Ordered on/).textContent).toBe("Ordered on 24 Nov 2026 · Delivery");
    expect(facts("Order details")).toEqual([
      ["Your reference", "PO-4471"],
      ["Deliver to", "IP4 2BX"],
      ["Required by", "27 Nov 2026"],
      ["Taken by", "Dan Morris"],
    ]);
    expect(
      within(region("Branch")).getByRole("link", { name: "Phone 01473 555010" }).getAttribute("href"),
    ).toBe("tel:01473555010");
    expect(screen.queryByRole("region", { name: "AX references" })).toBeNull();
    expect(screen.getByText("Total (inc VAT)").nextElementSibling?.textContent).toBe("£40.20");
  });

  it("lists the lines with part number, quantities and prices as the shopper's VAT choice shows them", () => {
    renderOrder(branchOrder(), "EX");
    const [product] = within(screen.getByRole("table")).getAllByRole("rowheader");
    expect(product!.textContent).toBe("Portland Cement 25kgPart no. CEM-25");
    expect(lineCells(0)).toEqual(["Quantity4", "Delivered0", "Each£6.50ex VAT", "Line total£26.00ex VAT"]);
  });

  it("shows an AX order's branch code, sales order number, customer account, and each line's variant and unit", () => {
    renderOrder(axBranchOrder());
    expect(facts("AX references")).toEqual([
      ["Branch code", "TG001"],
      ["Sales order number", "SO-0020001"],
      ["Customer account", "CAR3001"],
    ]);
    expect(facts("Order details").slice(0, 3)).toEqual([
      ["Your reference", "None given"],
      ["Collect from", "Timbergate Norwich"],
      ["Required by", "No date given"],
    ]);
    expect(lineCells(0).slice(0, 2)).toEqual(["VariantV-0070", "UnitEA"]);
    expect(lineCells(1).slice(0, 2)).toEqual(["VariantNone", "UnitEA"]);
  });
});
