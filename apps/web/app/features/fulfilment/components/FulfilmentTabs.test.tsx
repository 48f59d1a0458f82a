// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Offer, StockCheck } from "@merchant/contract";
import * as api from "../api.ts";
import { collectingFromIpswich, ipswich, setReply } from "../testing/fixtures.ts";
import { renderWithFulfilment } from "../testing/render-with-fulfilment.tsx";
import { FulfilmentTabs } from "./FulfilmentTabs.tsx";

vi.mock("../api.ts");

const stock = (more: Partial<StockCheck> = {}): StockCheck => ({
  productId: 7,
  branch: { id: 3, name: "Ipswich" },
  fulfilment: "collection",
  status: "in_stock",
  inStock: true,
  localStock: 12,
  feederStock: 0,
  centralStock: 40,
  stockAvailableCentrally: true,
  directShip: false,
  tallyStock: null,
  stockText: "In stock at Ipswich",
  stockTextAdditional: "12 in stock",
  lastUpdated: "2026-11-25T09:30:00Z",
  ...more,
});

const offer = (more: Partial<StockCheck> = {}): Offer => ({
  branch: { id: 3, name: "Ipswich" },
  fulfilment: "collection",
  price: { exVat: 1000, incVat: 1200 },
  priceBreaks: [],
  stock: stock(more),
  tradeAccount: null,
});

const tab = (name: string) => screen.getByRole("tab", { name });
const choose = (name: string) =>
  act(async () => {
    fireEvent.mouseDown(tab(name));
    fireEvent.click(tab(name));
  });

beforeEach(() => vi.resetAllMocks());

describe("product page fulfilment tabs (spec/2 §2, §4)", () => {
  it("shows the collection branch's stock with when it was last updated", () => {
    renderWithFulfilment(() => <FulfilmentTabs productId={7} offer={offer()} />, {
      state: collectingFromIpswich,
    });
    expect(tab("Collection").getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "Collection" });
    expect(panel.textContent).toContain("Collect from Burwood Ipswich");
    expect(panel.textContent).toContain("In stock at Ipswich");
    expect(panel.textContent).toContain("12 in stock");
    expect(panel.textContent).toContain("Stock last updated 25/11/2026, 09:30");
  });

  it("says the branch cannot supply it in the spec's words", () => {
    renderWithFulfilment(
      () => (
        <FulfilmentTabs
          productId={7}
          offer={offer({ status: "unavailable", inStock: false, stockText: "x" })}
        />
      ),
      { state: collectingFromIpswich },
    );
    expect(screen.getByRole("tabpanel").textContent).toContain(
      "Currently unavailable at your selected branch.",
    );
  });

  it("opens the selector for delivery when no delivery postcode is known", async () => {
    renderWithFulfilment(() => <FulfilmentTabs productId={7} offer={offer()} />, {
      state: collectingFromIpswich,
    });
    await choose("Delivery");
    expect(api.setFulfilmentType).not.toHaveBeenCalled();
    const selector = screen.getByRole("dialog", { name: "Choose Your Branch" });
    expect(within(selector).getByRole("button", { name: "Search" })).toBeTruthy();
    expect(within(selector).getByRole("textbox", { name: "Delivery postcode" })).toBeTruthy();
  });

  it("switches the fulfilment type when the delivery postcode is known", async () => {
    const both = {
      ...collectingFromIpswich,
      deliveryPostcode: "IP4 2BX",
      deliveryBranch: ipswich,
      deliverable: true,
    };
    vi.mocked(api.setFulfilmentType).mockResolvedValue(setReply({ ...both, fulfilment: "delivery" }));
    renderWithFulfilment(() => <FulfilmentTabs productId={7} offer={offer()} />, { state: both });
    await choose("Delivery");
    expect(api.setFulfilmentType).toHaveBeenCalledExactlyOnceWith("delivery");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("tabpanel", { name: "Delivery" }).textContent).toContain(
      "Delivering to IP4 2BX from Burwood Ipswich",
    );
  });

  it("offers the details form when the postcode is outside every delivery radius", () => {
    const far = {
      ...collectingFromIpswich,
      fulfilment: "delivery" as const,
      deliveryPostcode: "KW1 4YT",
      deliveryBranch: ipswich,
      deliverable: false,
    };
    renderWithFulfilment(() => <FulfilmentTabs productId={7} offer={null} />, { state: far });
    const panel = screen.getByRole("tabpanel", { name: "Delivery" });
    expect(panel.textContent).toContain("KW1 4YT is outside our delivery area.");
    fireEvent.click(within(panel).getByRole("button", { name: "Send us your details" }));
    expect(screen.getByRole("dialog", { name: "Please Provide Your Details" })).toBeTruthy();
  });
});
