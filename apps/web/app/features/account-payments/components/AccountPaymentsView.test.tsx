// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../api.ts";
import { GOOD_CARD, invoice, overview, receipt } from "../testing/fixtures.ts";
import { AccountPaymentsView } from "./AccountPaymentsView.tsx";

vi.mock("../api.ts");

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.tickInvoice).mockResolvedValue(undefined as never);
});

function show() {
  const onPaid = vi.fn();
  render(<AccountPaymentsView overview={overview()} onPaid={onPaid} />);
  return onPaid;
}
const dialog = () => screen.getByRole("dialog", { name: "Card payment" });
async function payWithGoodCard() {
  for (const [label, value] of Object.entries(GOOD_CARD)) {
    fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
  }
  await act(async () => void fireEvent.click(within(dialog()).getByRole("button", { name: "Yes" })));
}

describe("the account payment screen (spec/1 §2)", () => {
  it("shows the account's balance owed", () => {
    show();
    expect(screen.getByTestId("account-balance").textContent).toBe("£8,432.10");
  });

  it("pays a single amount through the confirm dialog and shows the reference and the new balance", async () => {
    vi.mocked(api.payOnAccount).mockResolvedValue(receipt());
    const onPaid = show();
    fireEvent.change(screen.getByLabelText("Amount to pay (£)"), { target: { value: "250.75" } });
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Pay amount" })));
    expect(dialog().textContent).toContain("Are you sure you want to make a payment for £250.75");
    await payWithGoodCard();
    expect(api.payOnAccount).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ amountPence: 25_075, idempotencyKey: expect.any(String) }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    const panel = screen.getByRole("region", { name: "Payment taken" });
    expect(panel.textContent).toContain("PAY-000007");
    expect(panel.textContent).toContain("Visa ending 4242");
    expect(panel.textContent).toContain("£8,181.35");
    expect(document.activeElement).toBe(panel);
    expect(onPaid).toHaveBeenCalledOnce();
  });

  it("pays the ticked invoices' total and lists them on the receipt", async () => {
    const [first] = overview().invoices;
    vi.mocked(api.confirmInvoiceSelection).mockResolvedValue({
      reply: first!.outstandingPence,
      invoices: [
        { id: first!.id, invoiceNumber: first!.invoiceNumber, outstandingPence: first!.outstandingPence },
      ],
      invoicePostCheck: { [first!.id]: { status: "ok" } },
    });
    vi.mocked(api.payInvoices).mockResolvedValue(
      receipt(
        {
          kind: "invoices",
          amountPence: first!.outstandingPence,
          invoices: [
            { id: first!.id, invoiceNumber: first!.invoiceNumber, amountPence: first!.outstandingPence },
          ],
        },
        843_210 - first!.outstandingPence,
      ),
    );
    show();
    await act(
      async () =>
        void fireEvent.click(screen.getByRole("checkbox", { name: `Pay invoice ${first!.invoiceNumber}` })),
    );
    await act(
      async () => void fireEvent.click(screen.getByRole("button", { name: "Pay selected invoices" })),
    );
    expect(dialog().textContent).toContain("Are you sure you want to make a payment for £1,652.40");
    await payWithGoodCard();
    expect(api.payInvoices).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ totalPence: 165_240 }));
    const panel = screen.getByRole("region", { name: "Payment taken" });
    expect(panel.textContent).toContain(first!.invoiceNumber);
    expect(panel.textContent).toContain("£6,779.70");
  });

  it("offers no invoice table's pay button before anything is ticked", () => {
    render(<AccountPaymentsView overview={overview([invoice(3, 100)])} onPaid={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Pay selected invoices" })).toBeNull();
  });
});
