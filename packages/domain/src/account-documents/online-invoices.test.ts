import { describe, expect, it } from "vitest";
import { londonDay } from "./london-day.ts";
import { onlineInvoicesView } from "./online-invoices.ts";

describe("spec/1 §4 Online-invoice activation", () => {
  it("offers the button, with no words, to an account not asked for yet", () => {
    expect(onlineInvoicesView({ kind: "not-requested" })).toEqual({
      button: true,
      message: null,
      failed: false,
    });
  });

  it("on success shows 'Request Sent' and hides the button", () => {
    expect(onlineInvoicesView({ kind: "sent" })).toEqual({
      button: false,
      message: "Request Sent",
      failed: false,
    });
  });

  it("otherwise shows 'Request Failed', and the button stays to try again", () => {
    expect(onlineInvoicesView({ kind: "failed" })).toEqual({
      button: true,
      message: "Request Failed",
      failed: true,
    });
  });

  it("shows the London day it was asked instead of the button once asked (decision 118)", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(onlineInvoicesView({ kind: "requested", requestedAt: Date.UTC(2026, 5, 30, 23, 30) })).toEqual({
      button: false,
      message: "Online invoices requested on 01/07/2026",
      failed: false,
    });
  });
});

describe("londonDay: dates are shown in Europe/London as DD/MM/YYYY (DESIGN)", () => {
  it("reads winter instants as UTC and summer ones an hour ahead", () => {
    expect(londonDay(Date.UTC(2026, 0, 31, 23, 59))).toBe("31/01/2026");
    expect(londonDay(Date.UTC(2026, 6, 31, 23, 0))).toBe("01/08/2026");
  });
});
