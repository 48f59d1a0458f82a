// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AccountStatement, TradeAccount } from "@merchant/contract";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { StatementOfAccount } from "./StatementOfAccount.tsx";

const account: TradeAccount = {
  id: 12,
  accNumber: "CAR2001",
  name: "Carter Construction Ltd",
  erp: "counteract",
  erpFriendly: "Counteract",
  brand: "HB",
  creditLimit: 1_000_000,
  balance: 1_025_000,
  creditRemaining: -25_000,
  isNative: false,
  active: false,
};

function show(statement: AccountStatement) {
  renderInRouter(
    () => <StatementOfAccount statement={statement} shopName="Burwood Building Supplies" />,
    "/account/statement?account=12",
  );
  return screen.getByRole("article", { name: "Statement of account" });
}

/** The statement's figures as a list of [term, value]. */
const figures = (statement: HTMLElement) =>
  within(statement)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("the statement of a trade account (spec/1 §2 account pages; decision 118)", () => {
  it("shows the account's number, name, ERP and credit figures in pounds, and the London date", () => {
    // 23:30 UTC on 30 June is 1 July in London.
    const statement = show({ account, asOf: "2026-06-30T23:30:00.000Z" });
    expect(within(statement).getByText("Burwood Building Supplies")).toBeTruthy();
    expect(within(statement).getByText("Date:").textContent).toBe("Date: 01/07/2026");
    expect(figures(statement)).toEqual([
      ["Account number", "CAR2001"],
      ["Account name", "Carter Construction Ltd"],
      ["ERP", "Counteract"],
      ["Credit limit", "£10,000.00"],
      ["Balance", "£10,250.00"],
      ["Credit remaining", "-£250.00"],
    ]);
    expect(within(statement).getByText("This account is over its credit limit.")).toBeTruthy();
  });

  it("says a balance below zero is in credit, and says nothing of a limit not passed", () => {
    const statement = show({
      account: { ...account, balance: -12_000, creditRemaining: 1_012_000 },
      asOf: "2026-01-15T09:00:00.000Z",
    });
    expect(figures(statement).slice(4)).toEqual([
      ["Balance", "£120.00 in credit"],
      ["Credit remaining", "£10,120.00"],
    ]);
    expect(within(statement).queryByText("This account is over its credit limit.")).toBeNull();
  });

  it("prints from its Print button and leads back to the account", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const statement = show({ account, asOf: "2026-01-15T09:00:00.000Z" });
    within(statement).getByRole("button", { name: "Print" }).click();
    expect(print).toHaveBeenCalledOnce();
    expect(within(statement).getByRole("link", { name: "Back to your account" }).getAttribute("href")).toBe(
      "/account",
    );
  });
});
