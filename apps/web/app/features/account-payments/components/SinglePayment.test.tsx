// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SinglePayment } from "./SinglePayment.tsx";

const limits = { minPence: 100, maxPence: 843_210 };

function show(onPay = vi.fn(), given = limits) {
  render(<SinglePayment limits={given} onPay={onPay} />);
  return onPay;
}
const amount = () => screen.getByLabelText("Amount to pay (£)");
async function payAmount(typed: string) {
  fireEvent.change(amount(), { target: { value: typed } });
  await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Pay amount" })));
}

describe("the single-amount payment (spec/1 §5 Payments)", () => {
  it("tells the customer the amounts they may pay", () => {
    show();
    expect(screen.getByText("From £1.00 to £8,432.10")).toBeTruthy();
  });

  it.each(["", "0", "-5"])("opens the 'No Payment' dialog for %j, which Escape closes", async (typed) => {
    const onPay = show();
    await payAmount(typed);
    const dialog = screen.getByRole("dialog", { name: "No Payment" });
    expect(dialog.textContent).toContain("Please input a payment amount to pay.");
    expect(onPay).not.toHaveBeenCalled();
    await act(async () => void fireEvent.keyDown(dialog, { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["0.99", "You need to pay at least £1.00"],
    ["8432.11", "You cannot pay more than £8,432.10"],
    ["ten pounds", "Please enter an amount in pounds and pence, for example 12.50."],
  ])("refuses %s under the box with the rule's words", async (typed, message) => {
    const onPay = show();
    await payAmount(typed);
    expect(screen.getByText(message)).toBeTruthy();
    expect(amount().getAttribute("aria-invalid")).toBe("true");
    expect(onPay).not.toHaveBeenCalled();
  });

  it("goes on to the payment with the amount in pence", async () => {
    const onPay = show();
    await payAmount("£250.75");
    expect(onPay).toHaveBeenCalledExactlyOnceWith(25_075);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says there is nothing to pay when the account owes nothing, offering no form", () => {
    show(vi.fn(), { minPence: 100, maxPence: 0 });
    expect(screen.getByText("There is nothing to pay on this account.")).toBeTruthy();
    expect(screen.queryByLabelText("Amount to pay (£)")).toBeNull();
  });
});
