// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import type { VanStockMenu } from "@merchant/contract";
import { describe, expect, it, vi } from "vitest";
import { StockMenu } from "./StockMenu.tsx";

const product = (
  productId: number,
  name: string,
  currentStockLevel: number,
  minStockLevel: number | null = 2,
) => ({
  productId,
  partNumber: `P${productId}`,
  name,
  currentStockLevel,
  minStockLevel,
  unitFactor: 1,
});

const MENU: VanStockMenu = [
  {
    name: "Plumbing",
    groups: [
      {
        uid: "11",
        name: "Fittings",
        products: [product(1, "Compression elbow 15mm", 8), product(2, "Tee 22mm", 0)],
      },
      { uid: "12", name: "Pipe", products: [product(3, "Copper pipe 15mm", 4, null)] },
    ],
  },
  { name: "Tools", groups: [{ uid: "21", name: "Hand tools", products: [product(4, "Claw hammer", 1)] }] },
];

describe("spec/3 §2 the van's stock menu: level 1, level 2, products", () => {
  it("opens a department, then a category, then shows each product's levels, and steps back", () => {
    render(<StockMenu menu={MENU} onAdjust={() => {}} />);
    expect(screen.getByRole("button", { name: /Plumbing\s*3 products/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Plumbing/ }));
    expect(screen.getByRole("heading", { name: "Plumbing" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Fittings\s*2 products/ }));
    expect(screen.getByRole("heading", { name: "Fittings" })).toBeTruthy();
    expect(screen.getByText("Compression elbow 15mm")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back to Plumbing" }));
    fireEvent.click(screen.getByRole("button", { name: /Pipe\s*1 product/ }));
    expect(screen.getByText("Not set")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back to Plumbing" }));
    fireEvent.click(screen.getByRole("button", { name: "Back to the stock menu" }));
    expect(screen.getByRole("list", { name: "Stock menu" })).toBeTruthy();
  });

  it("offers to adjust a product the van holds, and not one it has run out of", () => {
    const onAdjust = vi.fn();
    render(<StockMenu menu={MENU} onAdjust={onAdjust} />);
    fireEvent.click(screen.getByRole("button", { name: /Plumbing/ }));
    fireEvent.click(screen.getByRole("button", { name: /Fittings/ }));
    fireEvent.click(screen.getByRole("button", { name: "Adjust stock of Compression elbow 15mm" }));
    expect(onAdjust).toHaveBeenCalledWith(MENU[0]!.groups[0]!.products[0]);
    expect(
      (screen.getByRole("button", { name: "Adjust stock of Tee 22mm" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("says so when the van holds nothing", () => {
    render(<StockMenu menu={[]} onAdjust={() => {}} />);
    expect(screen.getByText("There is no stock in this van.")).toBeTruthy();
  });
});
