// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import { GOOD_CARD, receipt } from "../testing/fixtures.ts";
import { PAYMENT_NOT_ANSWERED, PaymentDialog } from "./PaymentDialog.tsx";

beforeEach(() => vi.resetAllMocks());

function show(pay = vi.fn()) {
  const onPaid = vi.fn();
  const onClose = vi.fn();
  const onConflict = vi.fn();
  render(
    <PaymentDialog
      amountPence={25_075}
      pay={pay}
      onPaid={onPaid}
      onClose={onClose}
      onConflict={onConflict}
    />,
  );
  return { pay, onPaid, onClose, onConflict };
}
const dialog = () => screen.getByRole("dialog", { name: "Card payment" });
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
function fill(card: Record<string, string>) {
  for (const [label, value] of Object.entries(card)) fireEvent.change(field(label), { target: { value } });
}
const yes = () =>
  act(async () => void fireEvent.click(within(dialog()).getByRole("button", { name: "Yes" })));

describe("the payment's confirm dialog (spec/1 §5 Payments)", () => {
  it("asks to confirm the amount in the spec's words, with Yes and Cancel, starting at the card number", async () => {
    const { onClose } = show();
    expect(dialog().textContent).toContain("Are you sure you want to make a payment for £250.75");
    expect(document.activeElement).toBe(field("Card number"));
    await act(async () => void fireEvent.click(within(dialog()).getByRole("button", { name: "Cancel" })));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes on Escape", async () => {
    const { onClose } = show();
    await act(async () => void fireEvent.keyDown(dialog(), { key: "Escape" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("checks the card in the page first, with the checkout's words under each field, paying nothing", async () => {
    const { pay } = show();
    fill({
      "Card number": "4242 4242 4242 4241",
      "Expiry month": "13",
      "Expiry year": "2030",
      "Security code": "12",
    });
    await yes();
    expect(pay).not.toHaveBeenCalled();
    expect(dialog().textContent).toContain("Invalid card number");
    expect(dialog().textContent).toContain("Please enter the card expiry date");
    expect(dialog().textContent).toContain("Please enter the card security code");
    expect(dialog().textContent).toContain("Please enter the cardholder name");
    expect(field("Card number").getAttribute("aria-invalid")).toBe("true");
    // The expiry's two boxes share the one error line beneath them.
    for (const box of [field("Expiry month"), field("Expiry year")]) {
      expect(box.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
        "Please enter the card expiry date",
      );
    }
    expect(document.activeElement).toBe(field("Card number"));
  });

  it("names the card type as the number is typed, asking for an issue number for types 3 and 5 only", () => {
    show();
    fill({ "Card number": "4242 4242 4242 4242" });
    expect(dialog().textContent).toContain("Visa card");
    expect(within(dialog()).queryByLabelText("Issue number (if shown on your card)")).toBeNull();
    fill({ "Card number": "6767 0000 0000 0000 01" });
    expect(dialog().textContent).toContain("Solo card");
    expect(field("Issue number (if shown on your card)")).toBeTruthy();
    fill({ "Card number": "5018 0000 0009" });
    expect(dialog().textContent).toContain("Maestro card");
    expect(field("Issue number (if shown on your card)")).toBeTruthy();
  });

  it("pays with the card and its detected type, then hands over the receipt", async () => {
    const paid = receipt();
    const { pay, onPaid } = show(vi.fn().mockResolvedValue(paid));
    fill(GOOD_CARD);
    await yes();
    expect(pay).toHaveBeenCalledExactlyOnceWith(
      {
        CardNumber: "4242 4242 4242 4242",
        CardTypeID: 1,
        SecurityNumber: "737",
        EndM: "08",
        EndY: GOOD_CARD["Expiry year"],
        FullName: "Sam Carter",
      },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(onPaid).toHaveBeenCalledExactlyOnceWith(paid);
  });

  it("says why a refused card was refused; the next Yes is a new payment", async () => {
    const pay = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(402, {
          code: "payment_declined",
          message: "Your card was declined. No payment was taken. Please try another card.",
        }),
      )
      .mockResolvedValueOnce(receipt());
    show(pay);
    fill(GOOD_CARD);
    await yes();
    expect(within(dialog()).getByRole("alert").textContent).toBe(
      "Your card was declined. No payment was taken. Please try another card.",
    );
    await yes();
    expect(pay.mock.calls[1]![1]).not.toBe(pay.mock.calls[0]![1]);
  });

  it("tries again with the same key when the shop did not answer, so it cannot pay twice", async () => {
    const pay = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(receipt());
    const { onPaid } = show(pay);
    fill(GOOD_CARD);
    await yes();
    expect(within(dialog()).getByRole("alert").textContent).toBe(PAYMENT_NOT_ANSWERED);
    await yes();
    expect(pay.mock.calls[1]![1]).toBe(pay.mock.calls[0]![1]);
    expect(onPaid).toHaveBeenCalledOnce();
  });

  it("puts the shop's refusal of a card field under that field", async () => {
    const pay = vi.fn().mockRejectedValue(
      new ApiError(400, {
        code: "bad_request",
        message: "card.EndM card has already expired",
        fields: { "card.EndM": "Card has already expired" },
      }),
    );
    show(pay);
    fill(GOOD_CARD);
    await yes();
    expect(dialog().textContent).toContain("Card has already expired");
    expect(within(dialog()).queryByRole("alert")).toBeNull();
  });

  it("tells the page when the payment was refused as things stand (the ticked invoices changed)", async () => {
    const message =
      "The invoices selected have changed since their total was shown. Please check the total and try again.";
    const { onConflict } = show(vi.fn().mockRejectedValue(new ApiError(409, { code: "conflict", message })));
    fill(GOOD_CARD);
    await yes();
    expect(within(dialog()).getByRole("alert").textContent).toBe(message);
    expect(onConflict).toHaveBeenCalledOnce();
  });

  it("sends once however often Yes is clicked while the payment is on its way", async () => {
    let answer: () => void = () => {};
    const pay = vi.fn().mockReturnValue(new Promise((resolve) => (answer = () => resolve(receipt()))));
    show(pay);
    fill(GOOD_CARD);
    await yes();
    const button = within(dialog()).getByRole("button", { name: /Yes/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => void fireEvent.click(button));
    await act(async () => answer());
    expect(pay).toHaveBeenCalledOnce();
  });
});
