// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { InvoiceAmountReplyBody } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { invoice } from "../testing/fixtures.ts";
import { InvoicePayment } from "./InvoicePayment.tsx";

vi.mock("../api.ts");

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.tickInvoice).mockResolvedValue(undefined as never);
  vi.mocked(api.clearInvoiceTicks).mockResolvedValue(undefined as never);
});

const first = invoice(3, 165_240);
const second = invoice(4, 166_071);
const third = invoice(5, 73_485);

function show(invoices = [first, second, third]) {
  const onPay = vi.fn();
  render(<InvoicePayment invoices={invoices} onPay={onPay} />);
  return onPay;
}
const box = (number: string) =>
  screen.getByRole("checkbox", { name: `Pay invoice ${number}` }) as HTMLInputElement;
const payButton = () => screen.queryByRole("button", { name: "Pay selected invoices" });
const totalLine = () => screen.queryByText(/^Total to pay:/)?.textContent ?? null;
const settle = () => act(async () => {});

/** A reply the test hands over when it chooses, to see what shows while it is awaited. */
function awaitedReply() {
  let answer: (reply: InvoiceAmountReplyBody) => void = () => {};
  vi.mocked(api.confirmInvoiceSelection).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  return (reply: InvoiceAmountReplyBody) => act(async () => answer(reply));
}
const ok = (...invoices: (typeof first)[]): InvoiceAmountReplyBody => ({
  reply: invoices.reduce((total, one) => total + one.outstandingPence, 0),
  invoices: invoices.map(({ id, invoiceNumber, outstandingPence }) => ({
    id,
    invoiceNumber,
    outstandingPence,
  })),
  invoicePostCheck: Object.fromEntries(invoices.map((one) => [String(one.id), { status: "ok" as const }])),
});

async function tick(number: string) {
  await act(async () => void fireEvent.click(box(number)));
}

describe("the invoice table (spec/1 §2, §4 invoice payment)", () => {
  it("lists each open invoice with its number, dates and amounts, nothing ticked and no pay button", () => {
    show();
    const row = screen.getByRole("row", { name: /INV-CAR1001-0003/ });
    expect(within(row).getByText("11/10/2026")).toBeTruthy();
    expect(within(row).getByText("10/11/2026")).toBeTruthy();
    expect(within(row).getByText("£1,662.40")).toBeTruthy();
    expect(within(row).getByText("£1,652.40")).toBeTruthy();
    expect(box("INV-CAR1001-0003").checked).toBe(false);
    expect(payButton()).toBeNull();
  });

  it("ticks on the server, shows a spinner while the total is fetched, then the total and the pay button", async () => {
    const answer = awaitedReply();
    const onPay = show();
    await tick("INV-CAR1001-0003");
    expect(api.tickInvoice).toHaveBeenCalledExactlyOnceWith(3, true);
    expect(box("INV-CAR1001-0003").checked).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Totalling the selected invoices");
    expect(payButton()).toBeNull();

    await answer(ok(first));
    expect(screen.queryByRole("status")).toBeNull();
    expect(totalLine()).toBe("Total to pay: £1,652.40");
    await act(async () => void fireEvent.click(payButton()!));
    expect(onPay).toHaveBeenCalledWith(165_240, expect.any(Function));
  });

  it("unticks an invoice the ERP answers 'Not found' for and names it in 'Error Confirming Invoice', which Escape closes", async () => {
    const answer = awaitedReply();
    show();
    await tick("INV-CAR1001-0003");
    const second = awaitedReply();
    await tick("INV-CAR1001-0004");
    await answer(ok(first));
    await second({
      reply: 165_240,
      invoices: [{ id: 3, invoiceNumber: "INV-CAR1001-0003", outstandingPence: 165_240 }],
      invoicePostCheck: { "3": { status: "ok" }, "4": { status: "Not found" } },
    });
    const dialog = screen.getByRole("dialog", { name: "Error Confirming Invoice" });
    expect(dialog.textContent).toContain(
      "We are having an issue confirming the details for the below invoices",
    );
    expect(within(dialog).getByRole("list", { name: "Invoices not confirmed" }).textContent).toBe(
      "INV-CAR1001-0004",
    );
    expect(dialog.textContent).toContain("Please contact customer support for more information.");
    await act(async () => void fireEvent.keyDown(dialog, { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(box("INV-CAR1001-0004").checked).toBe(false);
    expect(box("INV-CAR1001-0003").checked).toBe(true);
    expect(totalLine()).toBe("Total to pay: £1,652.40");
    expect(payButton()).not.toBeNull();
  });

  it("shows only the newest total when ticks come faster than the replies", async () => {
    const late = awaitedReply();
    const newest = awaitedReply();
    show();
    await tick("INV-CAR1001-0003");
    await tick("INV-CAR1001-0004");
    // The first tick's total comes back after the second tick: it is not shown.
    await late(ok(first));
    expect(totalLine()).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Totalling the selected invoices");
    await newest(ok(first, second));
    expect(totalLine()).toBe("Total to pay: £3,313.11");
  });

  it.each([
    [
      "a reply that is not a number",
      async () => ({ reply: "n/a", invoices: [], invoicePostCheck: {} }) as never,
    ],
    ["no reply", async () => Promise.reject(new ApiError(500, { code: "internal", message: "boom" }))],
  ])("clears every tick, on the server too, for %s", async (_case, reply) => {
    vi.mocked(api.confirmInvoiceSelection).mockImplementation(reply);
    show();
    await tick("INV-CAR1001-0003");
    await settle();
    expect(box("INV-CAR1001-0003").checked).toBe(false);
    expect(api.clearInvoiceTicks).toHaveBeenCalledOnce();
    expect(payButton()).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("hides the pay button when the last tick goes, asking for no total", async () => {
    vi.mocked(api.confirmInvoiceSelection).mockResolvedValue(ok(first));
    show();
    await tick("INV-CAR1001-0003");
    await settle();
    expect(payButton()).not.toBeNull();
    await tick("INV-CAR1001-0003");
    await settle();
    expect(api.tickInvoice).toHaveBeenLastCalledWith(3, false);
    expect(api.confirmInvoiceSelection).toHaveBeenCalledOnce();
    expect(payButton()).toBeNull();
  });

  it("clears the selection on the server with 'Clear selection'", async () => {
    vi.mocked(api.confirmInvoiceSelection).mockResolvedValue(ok(first));
    show();
    await tick("INV-CAR1001-0003");
    await settle();
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Clear selection" })));
    expect(api.clearInvoiceTicks).toHaveBeenCalledOnce();
    expect(box("INV-CAR1001-0003").checked).toBe(false);
    expect(payButton()).toBeNull();
  });

  it("puts back a tick the server refused, with its reason", async () => {
    vi.mocked(api.tickInvoice).mockRejectedValue(
      new ApiError(409, { code: "conflict", message: "Invoice INV-CAR1001-0003 is already paid." }),
    );
    show();
    await tick("INV-CAR1001-0003");
    await settle();
    expect(box("INV-CAR1001-0003").checked).toBe(false);
    expect(screen.getByRole("alert").textContent).toBe("Invoice INV-CAR1001-0003 is already paid.");
    expect(api.confirmInvoiceSelection).not.toHaveBeenCalled();
  });

  it("asks for the total of ticks kept from an earlier visit as it is shown", async () => {
    vi.mocked(api.confirmInvoiceSelection).mockResolvedValue(ok(third));
    show([first, second, invoice(5, 73_485, true)]);
    await settle();
    expect(box("INV-CAR1001-0005").checked).toBe(true);
    expect(api.confirmInvoiceSelection).toHaveBeenCalledOnce();
    expect(payButton()).not.toBeNull();
  });

  it("says so when the account has no open invoice", () => {
    show([]);
    expect(screen.getByText("There are no open invoices on this account.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
