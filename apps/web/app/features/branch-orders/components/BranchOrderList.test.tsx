// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BranchOrderSummary } from "@merchant/contract";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { BranchOrderList } from "./BranchOrderList.tsx";

const summary = (overrides: Partial<BranchOrderSummary> = {}): BranchOrderSummary => ({
  orderNumber: "BT-SO200001",
  erp: "bistrack",
  branchName: "Burwood Ipswich",
  status: "Awaiting picking",
  fulfilment: "delivery",
  orderedAt: "2026-11-24T09:30:00.000Z",
  lineCount: 3,
  totalExVat: 4_567,
  ...overrides,
});

describe("the account's branch orders (issue 14; decision 137)", () => {
  it("lists each order with its day, branch, collection or delivery, status, lines and total ex VAT", () => {
    renderInRouter(() => (
      <BranchOrderList
        orders={[
          summary(),
          summary({
            orderNumber: "SO-0020001",
            fulfilment: "collection",
            status: "Ready to collect",
            lineCount: 1,
          }),
        ]}
      />
    ));
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "BT-SO200001",
      "SO-0020001",
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "24 Nov 2026",
      "Burwood Ipswich",
      "Collection",
      "Ready to collect",
      "1 line",
      "£45.67 ex VAT",
    ]);
  });

  it("leads each order to its own page", async () => {
    const { currentPage } = renderInRouter(() => <BranchOrderList orders={[summary()]} />);
    const link = screen.getByRole("link", { name: "BT-SO200001" });
    expect(link.getAttribute("href")).toBe("/account/branch-orders/BT-SO200001");
    fireEvent.click(link);
    await waitFor(() => expect(currentPage()).toBe("/account/branch-orders/BT-SO200001"));
  });

  it("says so when the account has no branch orders", () => {
    renderInRouter(() => <BranchOrderList orders={[]} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("You have no branch orders.")).toBeTruthy();
  });
});
