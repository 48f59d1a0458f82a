import { describe, expect, it } from "vitest";
import { accountSwitchStep, type AccountSwitchFacts } from "./account-switch.ts";
import { SWITCHING_ACCOUNT_MESSAGE } from "./messages.ts";

const chosen = { accNumber: "TRD001", erp: "bistrack" };
const branch = (erp: string) => ({ erp, brand: "Harbour Builders", locationName: "Leeds" });
const switched = (facts: Partial<AccountSwitchFacts>): AccountSwitchFacts => ({
  account: chosen,
  sessionLive: true,
  switchStatus: "error",
  ...facts,
});

describe("spec/1 §4 Account switch — waiting text", () => {
  it("reads 'Switching Account Please Wait...'", () => {
    expect(SWITCHING_ACCOUNT_MESSAGE).toBe("Switching Account Please Wait...");
  });
});

describe("spec/1 §4 Account switch — session and switch request", () => {
  it("reloads when the session is not live or the check failed", () => {
    expect(accountSwitchStep({ account: chosen, sessionLive: false })).toEqual({ step: "reload" });
    expect(accountSwitchStep({ account: chosen, sessionLive: false, switchStatus: "ok" })).toEqual({
      step: "reload",
    });
  });
  it("requests the switch when the session is live", () => {
    expect(accountSwitchStep({ account: chosen, sessionLive: true })).toEqual({ step: "request-switch" });
  });
  it("reloads when the switch status is ok", () => {
    expect(accountSwitchStep(switched({ switchStatus: "ok" }))).toEqual({ step: "reload" });
  });
  it.each(["error", "", "OK ", "failed"])("fetches the branch when the status is %j", (switchStatus) => {
    expect(accountSwitchStep(switched({ switchStatus }))).toEqual({ step: "fetch-branch" });
  });
});

describe("spec/1 §4 Account switch — ERP of the branch", () => {
  it("does nothing further when the ERPs match, ignoring case", () => {
    expect(accountSwitchStep(switched({ branch: branch("BisTrack") }))).toEqual({ step: "nothing" });
  });
  it("fetches all the branch's accounts when the ERPs differ", () => {
    expect(accountSwitchStep(switched({ branch: branch("ax") }))).toEqual({
      step: "fetch-branch-accounts",
      erpFilter: 0,
    });
  });
});

describe("spec/1 §4 Account switch — the branch's accounts filtered to the chosen one", () => {
  it("shows the Trade Terms Enquiry dialog when none remain", () => {
    const facts = switched({ branch: branch("ax"), branchAccounts: [{ accNumber: "OTHER", erp: "ax" }] });
    expect(accountSwitchStep(facts)).toEqual({
      step: "trade-terms-enquiry",
      title: "Trade Terms Enquiry",
      message:
        "You don't currently have trade terms with the Harbour Builders Leeds branch. Please select another branch.",
    });
    expect(accountSwitchStep({ ...facts, branchAccounts: [] })).toMatchObject({
      step: "trade-terms-enquiry",
    });
  });

  it("activates the remaining account and reloads", () => {
    const remaining = { accNumber: "TRD001", erp: "ax" };
    const facts = switched({
      branch: branch("ax"),
      branchAccounts: [{ accNumber: "X", erp: "ax" }, remaining],
    });
    expect(accountSwitchStep(facts)).toEqual({ step: "activate-and-reload", account: remaining });
  });

  it("takes the first row when the chosen account is listed twice", () => {
    const first = { accNumber: "TRD001", erp: "ax" };
    const facts = switched({
      branch: branch("ax"),
      branchAccounts: [first, { accNumber: "TRD001", erp: "AX" }],
    });
    expect(accountSwitchStep(facts)).toEqual({ step: "activate-and-reload", account: first });
  });

  it.each([
    ["opal", "counteract"],
    ["counteract", "opal"],
    ["counteract", "ax"],
    ["OPAL", "Counteract"],
  ])("shows the request dialog for a %s account at a %s branch", (accountErp, branchErp) => {
    const account = { accNumber: "TRD001", erp: accountErp };
    const facts: AccountSwitchFacts = {
      account,
      sessionLive: true,
      switchStatus: "error",
      branch: branch(branchErp),
      branchAccounts: [account],
    };
    expect(accountSwitchStep(facts)).toEqual({ step: "request-dialog", account });
  });

  it.each([
    ["ax", "counteract"],
    ["opal", "ax"],
    ["ax", "opal"],
    ["bistrack", "counteract"],
    ["counteract", "bistrack"],
  ])("activates a %s account at a %s branch without the dialog", (accountErp, branchErp) => {
    const account = { accNumber: "TRD001", erp: accountErp };
    const facts: AccountSwitchFacts = {
      account,
      sessionLive: true,
      switchStatus: "error",
      branch: branch(branchErp),
      branchAccounts: [account],
    };
    expect(accountSwitchStep(facts)).toEqual({ step: "activate-and-reload", account });
  });
});
