// @vitest-environment happy-dom
/**
 * The branch quotation page as a customer sees it (issue 14; spec/2 §3, §4): a valid quote with
 * Add to basket and Email me this quote; an AX quote's own references; the postcode confirmation
 * with the spec's two buttons, which Close puts away; what could not be added.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Quote } from "@merchant/contract";
import type { QuotePageState } from "../quote-page.ts";
import { QuotePage } from "./QuotePage.tsx";

const quote: Quote = {
  reference: "AX-100001",
  erp: "ax",
  branch: { id: 4, code: "TG004", name: "Aberystwyth", email: "aberystwyth@example.co.uk" },
  staffName: "Jo Hartley",
  staffEmail: "jo.hartley@tg004.example.co.uk",
  deliveryPostcode: "SY23 7UD",
  expiresAt: "2026-12-25T00:00:00.000Z",
  lines: [{ partNumber: "BLD102345", name: "Facing Brick", quantity: 15, price: { exVat: 58, incVat: 70 } }],
  ax: { branchCode: "TG004", orderNumber: "AX-100001", customerAccount: "CAR3001" },
};
const base: QuotePageState = { email: "trade@example.co.uk", reference: "AX-100001", fields: {}, quote };

function showPage(state: QuotePageState) {
  const Stub = createRoutesStub([
    { path: "/branch-quotation", Component: () => <QuotePage state={state} /> },
  ]);
  render(<Stub initialEntries={["/branch-quotation"]} />);
}

describe("a valid quote on the branch quotation page", () => {
  it("offers Add to basket and Email me this quote, with an AX quote's own references", () => {
    showPage(base);
    expect(screen.getByRole("button", { name: "Add to basket" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Email me this quote" })).toBeTruthy();
    const references = screen.getByText("Customer account").closest("dl")!;
    expect(references.textContent).toBe("Branch codeTG004Quotation numberAX-100001Customer accountCAR3001");
  });

  it("shows no AX references on another ERP's quote", () => {
    showPage({ ...base, quote: { ...quote, erp: "bistrack", ax: null } });
    expect(screen.queryByText("Customer account")).toBeNull();
  });

  it("asks before the delivery postcode changes, and Close puts the question away", async () => {
    showPage({
      ...base,
      confirmation: {
        outcome: "confirm-postcode-change",
        postcode: "SY23 7UD",
        message: "There is a difference … will change to SY23 7UD.",
        confirmLabel: "Change Delivery Address and add products",
        closeLabel: "Close",
      },
    });
    const dialog = screen.getByRole("dialog", { name: "Change your delivery address?" });
    expect(dialog.textContent).toContain("will change to SY23 7UD.");
    expect(screen.getByRole("button", { name: "Change Delivery Address and add products" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText("Close", { selector: "button" })));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lists what could not be added", () => {
    showPage({ ...base, basketMessages: ["The following items could not be added to your basket:", "X-1"] });
    expect(screen.getByRole("alert").textContent).toBe(
      "The following items could not be added to your basket:X-1",
    );
  });
});
