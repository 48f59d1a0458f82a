// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as api from "../api.ts";
import { VanBasketProvider } from "../hooks/van-basket-context.tsx";
import { AddToVanBasket } from "./AddToVanBasket.tsx";

vi.mock("../api.ts", () => ({ addToVanBasket: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const elbow = { productId: 7, name: "Compression elbow 15mm" };

function renderAdd(onChanged = vi.fn()) {
  render(
    <VanBasketProvider vanId={3} onChanged={onChanged}>
      <AddToVanBasket type="van" product={elbow} />
    </VanBasketProvider>,
  );
  return onChanged;
}

describe("spec/3 §5 adding to the van basket", () => {
  it("refuses a quantity over 999 in the spec's words and sends nothing", () => {
    renderAdd();
    fireEvent.change(screen.getByLabelText("Quantity of Compression elbow 15mm"), {
      target: { value: "1000" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add to basket" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Please enter a valid quantity between 1 and 999 to proceed.",
    );
    expect(api.addToVanBasket).not.toHaveBeenCalled();
  });

  it("reads an emptied quantity as 1, and shows the void limit's notice when the add answers with it", async () => {
    const notice = "This item has successfully been added to your order. …";
    vi.mocked(api.addToVanBasket).mockResolvedValue({ basket: {} as never, notice });
    const onChanged = renderAdd();
    fireEvent.change(screen.getByLabelText("Quantity of Compression elbow 15mm"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to basket" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(api.addToVanBasket).toHaveBeenCalledWith(expect.anything(), 3, {
      type: "van",
      productId: 7,
      quantity: 1,
    });
    expect(await screen.findByText(notice)).toBeTruthy();
  });
});
