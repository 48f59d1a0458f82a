// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdjustStockDialog } from "./AdjustStockDialog.tsx";

const elbow = {
  productId: 1,
  partNumber: "P1",
  name: "Compression elbow 15mm",
  currentStockLevel: 8,
  minStockLevel: 2,
  unitFactor: 1,
};

function open() {
  const onAdjust = vi.fn();
  const onClose = vi.fn();
  render(<AdjustStockDialog product={elbow} busy={false} onAdjust={onAdjust} onClose={onClose} />);
  return { onAdjust, onClose };
}

describe("spec/3 §5, §7 the adjust stock dialog", () => {
  it("sends the transaction type and quantity chosen", () => {
    const { onAdjust } = open();
    expect(screen.getByRole("dialog", { name: "Adjust stock" })).toBeTruthy();
    expect(screen.getByText("Compression elbow 15mm: 8 in the van.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Transaction type"), { target: { value: "damaged" } });
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "8" } });
    fireEvent.click(screen.getByRole("button", { name: "Adjust stock" }));
    expect(onAdjust).toHaveBeenCalledWith({ transactionType: "damaged", quantity: 8 });
  });

  it("refuses more than the van holds with the spec's words, sending nothing", () => {
    const { onAdjust } = open();
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "9" } });
    fireEvent.click(screen.getByRole("button", { name: "Adjust stock" }));
    expect(
      screen.getByText(
        "Error: You can only adjust up to your current stock level of 8. To add stock please use the stock interface online.",
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "2.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Adjust stock" }));
    expect(screen.getByText("Please enter a valid quantity between 1 and 999 to proceed.")).toBeTruthy();
    expect(onAdjust).not.toHaveBeenCalled();
  });

  it("closes on Escape", () => {
    const { onClose } = open();
    fireEvent.keyDown(screen.getByLabelText("Quantity"), { key: "Escape" });
    expect(onClose).toHaveBeenCalled();
  });
});
