import { describe, expect, it } from "vitest";
import { branchChangeStep, type BranchChangeFacts } from "./branch-compatibility.ts";

const account = (erp: string, accNumber = "TRD001") => ({ accNumber, erp });
const facts = (
  accountErp: string,
  branchErp: string,
  more: Partial<BranchChangeFacts> = {},
): BranchChangeFacts => ({
  account: account(accountErp),
  branchErp,
  accountIsNative: true,
  ...more,
});

describe("spec/2 §4 ERP compatibility — same ERP", () => {
  it("clears the pending flag, ignoring case", () => {
    expect(branchChangeStep(facts("ax", "AX"))).toEqual({ step: "clear-pending" });
    expect(branchChangeStep(facts("bistrack", "bistrack", { accountIsNative: false }))).toEqual({
      step: "clear-pending",
    });
  });
});

describe("spec/2 §4 ERP compatibility — fetching compatible accounts", () => {
  it("fetches the branch-native accounts when the ERPs differ", () => {
    expect(branchChangeStep(facts("bistrack", "counteract"))).toEqual({
      step: "fetch-accounts",
      erpFilter: 2,
    });
  });
  it("fetches every account for a counteract account moving to an ax branch", () => {
    expect(branchChangeStep(facts("Counteract", "ax"))).toEqual({ step: "fetch-accounts", erpFilter: 0 });
  });
});

describe("spec/2 §4 ERP compatibility — exactly one compatible account", () => {
  it("activates it, then sets the branch", () => {
    const only = account("counteract", "C9");
    expect(branchChangeStep(facts("bistrack", "counteract", { fetchedAccounts: [only] }))).toEqual({
      step: "activate-then-set",
      account: only,
    });
  });
});

describe("spec/2 §4 ERP compatibility — several, or the account is not native", () => {
  it("asks the customer to choose between several", () => {
    const accounts = [account("counteract", "C1"), account("counteract", "C2")];
    expect(branchChangeStep(facts("bistrack", "counteract", { fetchedAccounts: accounts }))).toEqual({
      step: "choose-account",
      accounts,
    });
  });
  it("asks the customer to choose when the active account is not native, even with one", () => {
    const accounts = [account("counteract", "C1")];
    expect(
      branchChangeStep(
        facts("bistrack", "counteract", { fetchedAccounts: accounts, accountIsNative: false }),
      ),
    ).toEqual({ step: "choose-account", accounts });
  });
});

describe("spec/2 §4 ERP compatibility — none", () => {
  it.each([
    ["ax", "opal"],
    ["opal", "ax"],
    ["OPAL", "Ax"],
  ])("sets a %s account's branch %s directly and reloads", (accountErp, branchErp) => {
    expect(branchChangeStep(facts(accountErp, branchErp, { fetchedAccounts: [] }))).toEqual({
      step: "set-branch-and-reload",
    });
  });

  it.each([
    ["bistrack", "counteract"],
    ["counteract", "bistrack"],
    ["opal", "counteract"],
    ["bistrack", "ax"],
    ["counteract", "ax"],
  ])("offers a %s account the trade application at a %s branch", (accountErp, branchErp) => {
    expect(
      branchChangeStep(facts(accountErp, branchErp, { fetchedAccounts: [], accountIsNative: false })),
    ).toEqual({
      step: "trade-application",
      message: "We're sorry, the selected branch does not support this type of trade account.",
    });
  });
});

describe("spec/2 §4 ERP compatibility — counteract account to ax branch keeps opal and ax accounts", () => {
  const all = [
    account("counteract", "C1"),
    account("OPAL", "O1"),
    account("bistrack", "B1"),
    account("ax", "A1"),
  ];

  it("keeps only the opal and ax accounts", () => {
    expect(branchChangeStep(facts("counteract", "ax", { fetchedAccounts: all }))).toEqual({
      step: "choose-account",
      accounts: [account("OPAL", "O1"), account("ax", "A1")],
    });
  });
  it("activates the one opal or ax account", () => {
    expect(branchChangeStep(facts("counteract", "ax", { fetchedAccounts: all.slice(0, 3) }))).toEqual({
      step: "activate-then-set",
      account: account("OPAL", "O1"),
    });
  });
  it("has none when only counteract and bistrack accounts exist", () => {
    expect(
      branchChangeStep(facts("counteract", "ax", { fetchedAccounts: [all[0]!, all[2]!] })),
    ).toMatchObject({
      step: "trade-application",
    });
  });
});
