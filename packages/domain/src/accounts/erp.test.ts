import { describe, expect, it } from "vitest";
import { ACCOUNTS_ERP_FILTER, accountsByErp, ERP_CODES, parseErp, sameErp } from "./erp.ts";

describe("spec/2 §9 ERP codes", () => {
  it("lists bistrack, counteract, ax and opal", () => {
    expect(ERP_CODES).toEqual(["bistrack", "counteract", "ax", "opal"]);
  });
  it.each([
    ["bistrack", "bistrack"],
    ["CounterAct", "counteract"],
    [" AX ", "ax"],
    ["OPAL", "opal"],
  ])("reads %j as %j", (input, erp) => expect(parseErp(input)).toBe(erp));
  it.each(["", "  ", "sage", "a x", "opal2"])("does not know %j", (input) =>
    expect(parseErp(input)).toBeNull(),
  );
});

describe("spec/2 §4 ERP comparison ignores case", () => {
  it("matches whatever the case", () => {
    expect(sameErp("AX", "ax")).toBe(true);
    expect(sameErp("Counteract", "COUNTERACT ")).toBe(true);
  });
  it("tells different ERPs apart", () => {
    expect(sameErp("ax", "opal")).toBe(false);
    expect(sameErp("", "ax")).toBe(false);
  });
});

describe("spec/1 §7 GetAccounts erpFilter", () => {
  it("has 0 all, 1 site-native, 2 branch-native", () => {
    expect(ACCOUNTS_ERP_FILTER).toEqual({ all: 0, siteNative: 1, branchNative: 2 });
  });
});

describe("spec/1 §7 GetAccounts erpFilter (0 all, 1 site-native default, 2 branch-native)", () => {
  const accounts = [
    { accNumber: "A1", erp: "bistrack" },
    { accNumber: "A2", erp: "AX" },
    { accNumber: "A3", erp: "opal" },
  ];
  const numbers = (kept: { accNumber: string }[]) => kept.map((account) => account.accNumber);

  it("0 keeps every account", () => {
    expect(numbers(accountsByErp(accounts, 0, { siteErp: "bistrack", branchErp: "ax" }))).toEqual(["A1", "A2", "A3"]);
  });

  it("1 keeps the accounts in the site's ERP", () => {
    expect(numbers(accountsByErp(accounts, 1, { siteErp: "bistrack", branchErp: "ax" }))).toEqual(["A1"]);
  });

  it("2 keeps the accounts in the branch's ERP, ignoring case, and the site's with no branch", () => {
    expect(numbers(accountsByErp(accounts, 2, { siteErp: "bistrack", branchErp: "ax" }))).toEqual(["A2"]);
    expect(numbers(accountsByErp(accounts, 2, { siteErp: "opal", branchErp: null }))).toEqual(["A3"]);
  });
});
