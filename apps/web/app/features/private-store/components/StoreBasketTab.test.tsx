// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../api.ts";
import { StoreBasketTab } from "./StoreBasketTab.tsx";

// Every call of the feature a mock, answered per test.
vi.mock("../api.ts");

const store = { id: 4, code: "BU004", name: "Leeds" };
const line = (productId: number, name: string, quantity: number, price: number) => ({
  productId,
  partNumber: `P${productId}`,
  name,
  quantity,
  unitPriceExVat: price,
  lineTotalExVat: quantity * price,
});
const full = {
  store,
  basket: {
    lines: [line(1, "Cement 25kg", 2, 650), line(2, "Sand bulk bag", 1, 4500)],
    count: 3,
    total: 5800,
  },
};
const empty = { store, basket: { lines: [], count: 0, total: 0 } };

beforeEach(() => vi.mocked(api.storeBasketOf).mockResolvedValue(full));
afterEach(() => vi.clearAllMocks());

describe("spec/3 §1, §2 the private store's basket", () => {
  it("shows the lines, the count and the total ex VAT at the app's store", async () => {
    render(<StoreBasketTab />);
    expect(await screen.findByText("Cement 25kg")).toBeTruthy();
    expect(screen.getByText("From Leeds")).toBeTruthy();
    expect(screen.getByText("3 items, total ex VAT")).toBeTruthy();
    expect(screen.getByTestId("store-basket-total").textContent).toBe("£58.00");
  });

  it("removes one line and shows the basket the server answers", async () => {
    vi.mocked(api.removeFromStoreBasket).mockResolvedValue({
      store,
      basket: { lines: [full.basket.lines[1]!], count: 1, total: 4500 },
    });
    render(<StoreBasketTab />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove Cement 25kg" }));
    await waitFor(() => expect(screen.queryByText("Cement 25kg")).toBeNull());
    expect(api.removeFromStoreBasket).toHaveBeenCalledWith(expect.anything(), 1);
    expect(screen.getByText("1 item, total ex VAT")).toBeTruthy();
  });

  it("starts over only once confirmed (spec/3 §4), then says the basket is empty", async () => {
    vi.mocked(api.emptyStoreBasket).mockResolvedValue(empty);
    render(<StoreBasketTab />);
    fireEvent.click(await screen.findByRole("button", { name: "Start over" }));
    expect(api.emptyStoreBasket).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole("button", { name: "Empty my basket" }));
    expect(await screen.findByText("Your basket is empty.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start checkout" })).toBeNull();
  });

  it("says so in the spec's words when start over cannot reach the server (spec/3 §8)", async () => {
    vi.mocked(api.emptyStoreBasket).mockRejectedValue(new TypeError("Failed to fetch"));
    render(<StoreBasketTab />);
    fireEvent.click(await screen.findByRole("button", { name: "Start over" }));
    fireEvent.click(await screen.findByRole("button", { name: "Empty my basket" }));
    expect(await screen.findByText("We couldn't connect to the server!")).toBeTruthy();
  });
});
