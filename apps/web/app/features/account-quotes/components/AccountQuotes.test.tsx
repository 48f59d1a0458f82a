// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { QuoteSummary } from "@merchant/contract";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { AccountQuotes } from "./AccountQuotes.tsx";

const quote = (overrides: Partial<QuoteSummary> = {}): QuoteSummary => ({
  reference: "BT-100001",
  erp: "bistrack",
  branchName: "Burwood Ipswich",
  customerEmail: "trade@example.co.uk",
  expiresAt: "2026-12-24T12:00:00.000Z",
  status: "valid",
  lineCount: 3,
  totalExVat: 123_450,
  ...overrides,
});

const rows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("the account's branch quotes (issue 14; spec/2 §2 account-branchquotes)", () => {
  it("lists each quote with its status and expiry, branch, lines and total ex VAT", () => {
    renderInRouter(() => (
      <AccountQuotes
        quotes={[
          quote(),
          quote({
            reference: "BT-100002",
            status: "expired",
            expiresAt: "2026-11-14T12:00:00.000Z",
            lineCount: 1,
            branchName: null,
          }),
        ]}
      />
    ));
    const [valid, expired] = rows().map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
    expect(valid).toEqual([
      "Valid until 24 Dec 2026",
      "Burwood Ipswich",
      "3 lines",
      "£1,234.50 ex VAT",
      "Add to basket",
    ]);
    expect(expired).toEqual([
      "Expired on 14 Nov 2026",
      "Branch no longer available",
      "1 line",
      "£1,234.50 ex VAT",
      "Request extension",
    ]);
  });

  it("opens a valid quote to add to the basket, and an expired one to ask for its extension, on the branch quotation page", async () => {
    const { currentPage } = renderInRouter(() => (
      <AccountQuotes quotes={[quote(), quote({ reference: "BT-100002", status: "expired" })]} />
    ));
    const add = screen.getByRole("link", { name: "Add to basket for quote BT-100001" });
    expect(add.getAttribute("href")).toBe(
      "/branch-quotation?email=trade%40example.co.uk&quotation_ref=BT-100001",
    );
    expect(
      screen.getByRole("link", { name: "Request extension for quote BT-100002" }).getAttribute("href"),
    ).toBe("/branch-quotation?email=trade%40example.co.uk&quotation_ref=BT-100002");
    fireEvent.click(add);
    await waitFor(() =>
      expect(currentPage()).toBe("/branch-quotation?email=trade%40example.co.uk&quotation_ref=BT-100001"),
    );
  });

  it("says so when the account has no quotes", () => {
    renderInRouter(() => <AccountQuotes quotes={[]} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("You have no branch quotes.")).toBeTruthy();
  });
});
