// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELIVERY_POSTCODE_REQUIRED } from "@merchant/domain/van";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { StoreBasketTab } from "./StoreBasketTab.tsx";

// Every call of the feature a mock, answered per test.
vi.mock("../api.ts");

const store = { id: 4, code: "BU004", name: "Leeds" };
const cement = {
  productId: 1,
  partNumber: "P1",
  name: "Cement 25kg",
  quantity: 2,
  unitPriceExVat: 650,
  lineTotalExVat: 1300,
};
const placed = {
  orderNumber: "PS-0000123",
  status: "Awaiting picking",
  fulfilment: "collection" as const,
  deliveryPostcode: null,
  customerReference: "JOB 42",
  accountName: "Fletcher Property Maintenance",
  store,
  lines: [{ partNumber: "P1", name: "Cement 25kg", quantity: 2, unitPriceExVat: 650, lineTotalExVat: 1300 }],
  total: 1300,
  orderedAt: "2026-11-29T09:00:00.000Z",
};

beforeEach(() =>
  vi
    .mocked(api.storeBasketOf)
    .mockResolvedValue({ store, basket: { lines: [cement], count: 2, total: 1300 } }),
);
afterEach(() => vi.clearAllMocks());

async function startCheckout() {
  render(<StoreBasketTab />);
  fireEvent.click(await screen.findByRole("button", { name: "Start checkout" }));
  return screen.findByRole("button", { name: "Place order" });
}

describe("spec/3 §1 private-store checkout", () => {
  it("reads the basket afresh, then places it for collection with the reference and shows the confirmation", async () => {
    vi.mocked(api.checkOutStoreBasket).mockResolvedValue(placed);
    const place = await startCheckout();
    expect(api.storeBasketOf).toHaveBeenCalledTimes(2);
    expect(screen.getByText("Total ex VAT: £13.00")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your reference (optional)"), { target: { value: " JOB 42 " } });
    fireEvent.click(place);
    expect(await screen.findByText("Order PS-0000123 has been sent to Leeds for collection.")).toBeTruthy();
    expect(api.checkOutStoreBasket).toHaveBeenCalledWith(expect.anything(), {
      fulfilment: "collection",
      deliveryPostcode: null,
      reference: "JOB 42",
    });
    expect(screen.getByText(/On account Fletcher Property Maintenance/)).toBeTruthy();
  });

  it("asks for a UK postcode for delivery and sends nothing until there is one", async () => {
    vi.mocked(api.checkOutStoreBasket).mockResolvedValue({
      ...placed,
      fulfilment: "delivery",
      deliveryPostcode: "LS1 1UB",
    });
    const place = await startCheckout();
    fireEvent.click(screen.getByLabelText("Deliver from Leeds"));
    fireEvent.click(place);
    expect(await screen.findByText(DELIVERY_POSTCODE_REQUIRED)).toBeTruthy();
    expect(api.checkOutStoreBasket).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Delivery postcode"), { target: { value: "ls11ub" } });
    fireEvent.click(place);
    expect(
      await screen.findByText("Order PS-0000123 has been sent to Leeds for delivery to LS1 1UB."),
    ).toBeTruthy();
    expect(api.checkOutStoreBasket).toHaveBeenCalledWith(expect.anything(), {
      fulfilment: "delivery",
      deliveryPostcode: "LS1 1UB",
      reference: null,
    });
  });

  it("disables Place order while the order is sent, so a double tap sends it once", async () => {
    let settle: (value: typeof placed) => void = () => undefined;
    vi.mocked(api.checkOutStoreBasket).mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const place = await startCheckout();
    fireEvent.click(place);
    fireEvent.click(place);
    expect(api.checkOutStoreBasket).toHaveBeenCalledTimes(1);
    settle(placed);
    await screen.findByText("Order placed");
  });

  it("shows the server's words when the store can no longer supply a line (spec/3 §8)", async () => {
    const short =
      "Sorry, Leeds can no longer supply 2 of Cement 25kg. Please change the quantity in your basket.";
    vi.mocked(api.checkOutStoreBasket).mockRejectedValue(
      new ApiError(409, { code: "conflict", message: short }),
    );
    fireEvent.click(await startCheckout());
    expect(await screen.findByText(short)).toBeTruthy();
    // The message is a modal dialog: behind it, Place order is back for another try.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Place order", hidden: true })).toHaveProperty(
        "disabled",
        false,
      ),
    );
  });
});
