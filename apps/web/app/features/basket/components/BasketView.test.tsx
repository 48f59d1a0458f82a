// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StockCheck } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { basketLine, basketOf, emptyBasket, oakBeam, screws, withQuantity } from "../testing/fixtures.ts";
import { renderBasketPage } from "../testing/render-basket-page.tsx";

vi.mock("../api.ts");

const timber = basketLine({
  lineId: 3,
  productId: 77,
  name: "Sawn Timber 47x100",
  quantity: 2,
  unitExVat: 310,
  isTally: true,
  sawToSizeMax: 5,
});

const line = (name: string) =>
  within(screen.getByRole("list", { name: "Items in your basket" }))
    .getAllByRole("listitem")
    .find((item) => within(item).queryByRole("heading", { name }) !== null) as HTMLElement;
const qtyOf = (name: string) =>
  within(line(name)).getByRole("textbox", { name: `Qty of ${name}` }) as HTMLInputElement;
const summary = () => screen.getByRole("region", { name: "Summary" });
const summaryFigures = () =>
  Object.fromEntries(
    [...summary().querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
const headerCount = () => screen.getByRole("link", { name: /^Basket/ }).getAttribute("aria-label");

async function typeQuantity(name: string, value: string) {
  fireEvent.change(qtyOf(name), { target: { value } });
  await act(async () => void fireEvent.blur(qtyOf(name)));
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.recordBasketExit).mockResolvedValue(undefined as never);
  window.dataLayer = [];
});
afterEach(() => vi.useRealTimers());

describe("the basket page's lines (spec/1 §2)", () => {
  it("shows each line's picture, name, part number, stock, unit price, quantity and total", () => {
    renderBasketPage(basketOf([oakBeam, screws]));
    const oak = line("Oak Beam 100x100");
    expect(oak.querySelector("img")?.getAttribute("src")).toBe(`/media/products/${oakBeam.product.id}.svg`);
    expect(within(oak).getByRole("link", { name: "Oak Beam 100x100" }).getAttribute("href")).toBe(
      "/product/oak-beam-100x100",
    );
    expect(oak.textContent).toContain(`Part no. ${oakBeam.product.partNumber}`);
    expect(oak.textContent).toContain("In stock at Burwood Ipswich");
    expect(oak.textContent).toContain("£30.00inc VAT each");
    expect(qtyOf("Oak Beam 100x100").value).toBe("2");
    expect(oak.textContent).toContain("Total£60.00inc VAT");
  });

  it("shows the line prices ex VAT when the shopper chose EX", () => {
    renderBasketPage(basketOf([oakBeam]), "EX");
    expect(line("Oak Beam 100x100").textContent).toContain("£25.00ex VAT each");
    expect(line("Oak Beam 100x100").textContent).toContain("Total£50.00ex VAT");
  });

  it("says when the branch cannot supply a line", () => {
    const short = { ...screws, stock: { status: "unavailable" as const, inStock: false, stockText: "" } };
    renderBasketPage(basketOf([short]));
    expect(line(screws.product.name).textContent).toContain("Currently unavailable at your selected branch.");
  });

  it("says the basket is empty, with the way back to the shop", () => {
    renderBasketPage(emptyBasket);
    expect(screen.getByText("Your Basket Is Empty!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("region", { name: "Summary" })).toBeNull();
  });

  // spec/1 §7 emptybasketrecordpopup
  it("records leaving the page with the basket empty, by a link or by leaving the shop", () => {
    const { unmount } = renderBasketPage(emptyBasket);
    window.dispatchEvent(new Event("pagehide"));
    expect(api.recordBasketExit).toHaveBeenCalledOnce();
    unmount();
    expect(api.recordBasketExit).toHaveBeenCalledTimes(2);
  });

  it("records nothing when the shopper leaves with items in the basket", () => {
    const { unmount } = renderBasketPage(basketOf([oakBeam]));
    window.dispatchEvent(new Event("pagehide"));
    unmount();
    expect(api.recordBasketExit).not.toHaveBeenCalled();
  });
});

describe("the basket's summary (spec/2 §2)", () => {
  it("adds up products, free collection and VAT to the grand total, and leads to checkout", () => {
    renderBasketPage(basketOf([oakBeam, screws]));
    expect(summaryFigures()).toEqual({
      "Products (ex VAT)": "£56.50",
      "Delivery (ex VAT)": "Free",
      VAT: "£11.30",
      "Total (inc VAT)": "£67.80",
    });
    expect(within(summary()).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
    // The phone's short summary above the lines.
    const mobile = screen.getByRole("region", { name: "Basket total" });
    expect(mobile.textContent).toContain("3 items");
    expect(mobile.textContent).toContain("£67.80");
    expect(within(mobile).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
  });

  it("shows the delivery charge when delivering", () => {
    renderBasketPage(
      basketOf([oakBeam], { fulfilment: "delivery", delivery: { exVat: 1500, incVat: 1800 } }),
    );
    expect(summaryFigures()).toMatchObject({
      "Delivery (ex VAT)": "£15.00",
      VAT: "£13.00",
      "Total (inc VAT)": "£78.00",
    });
  });

  it("has no Checkout button, here or in the phone's summary, after 'Branch NOT Set' (spec/2 §4)", () => {
    renderBasketPage(basketOf([oakBeam, screws]), "INC", true);
    expect(screen.queryByRole("link", { name: "Checkout" })).toBeNull();
    expect(summaryFigures()["Total (inc VAT)"]).toBe("£67.80");
    expect(screen.getByRole("region", { name: "Basket total" }).textContent).toContain("£67.80");
  });

  it("asks for a postcode while the delivery charge is unknown", async () => {
    const { location } = renderBasketPage(basketOf([oakBeam], { fulfilment: "delivery", delivery: null }));
    fireEvent.click(within(summary()).getByRole("button", { name: "Enter your postcode" }));
    expect(location.chooseDelivery).toHaveBeenCalledOnce();
  });
});

describe("changing the basket (spec/1 §5, spec/2 §4)", () => {
  it("saves a new quantity when the shopper leaves the field; page and header follow without a reload", async () => {
    vi.mocked(api.setBasketQuantity).mockResolvedValue(basketOf([withQuantity(oakBeam, 5), screws]));
    renderBasketPage(basketOf([oakBeam, screws]));
    expect(headerCount()).toBe("Basket, 3 items");
    await typeQuantity("Oak Beam 100x100", "5");
    expect(api.setBasketQuantity).toHaveBeenCalledExactlyOnceWith(oakBeam.lineId, 5);
    expect(line("Oak Beam 100x100").textContent).toContain("Total£150.00inc VAT");
    expect(summaryFigures()["Total (inc VAT)"]).toBe("£157.80");
    expect(headerCount()).toBe("Basket, 6 items");
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: "add_to_cart",
      ecommerce: { items: [{ item_name: "Oak Beam 100x100", price: 30, quantity: 3 }] },
    });
  });

  it("saves on Enter too, and pushes a lower quantity as a removal", async () => {
    vi.mocked(api.setBasketQuantity).mockResolvedValue(basketOf([withQuantity(oakBeam, 1)]));
    renderBasketPage(basketOf([oakBeam]));
    fireEvent.change(qtyOf("Oak Beam 100x100"), { target: { value: "1" } });
    await act(async () => void fireEvent.keyDown(qtyOf("Oak Beam 100x100"), { key: "Enter" }));
    expect(api.setBasketQuantity).toHaveBeenCalledExactlyOnceWith(oakBeam.lineId, 1);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: "remove_from_cart",
      ecommerce: { items: [{ quantity: 1 }] },
    });
  });

  it("reads an emptied field as 1 when the shopper leaves it, then saves that", async () => {
    vi.mocked(api.setBasketQuantity).mockResolvedValue(basketOf([withQuantity(oakBeam, 1)]));
    renderBasketPage(basketOf([oakBeam]));
    await typeQuantity("Oak Beam 100x100", "");
    expect(qtyOf("Oak Beam 100x100").value).toBe("1");
    expect(api.setBasketQuantity).toHaveBeenCalledExactlyOnceWith(oakBeam.lineId, 1);
  });

  it("asks nothing of the server when the quantity did not change", async () => {
    renderBasketPage(basketOf([oakBeam]));
    await typeQuantity("Oak Beam 100x100", "2");
    expect(api.setBasketQuantity).not.toHaveBeenCalled();
  });

  it("holds a tally line to its saw-to-size maximum and puts the saved quantity back", async () => {
    renderBasketPage(basketOf([timber]));
    await typeQuantity("Sawn Timber 47x100", "6");
    expect(within(line("Sawn Timber 47x100")).getByRole("alert").textContent).toBe(
      "Sorry only a maximum quantity of 5 is allowed for this product.",
    );
    expect(qtyOf("Sawn Timber 47x100").value).toBe("2");
    expect(api.setBasketQuantity).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the line", async () => {
    vi.mocked(api.setBasketQuantity).mockRejectedValue(
      new ApiError(409, { code: "conflict", message: "Currently unavailable at your selected branch." }),
    );
    renderBasketPage(basketOf([oakBeam]));
    await typeQuantity("Oak Beam 100x100", "9");
    expect(within(line("Oak Beam 100x100")).getByRole("alert").textContent).toBe(
      "Currently unavailable at your selected branch.",
    );
    expect(qtyOf("Oak Beam 100x100").value).toBe("2");
  });

  it("removes a line, tells the data layer and puts focus on the page's heading", async () => {
    vi.mocked(api.removeFromBasket).mockResolvedValue(basketOf([screws]));
    renderBasketPage(basketOf([oakBeam, screws]));
    await act(
      async () => void fireEvent.click(screen.getByRole("button", { name: "Remove Oak Beam 100x100" })),
    );
    expect(api.removeFromBasket).toHaveBeenCalledExactlyOnceWith(oakBeam.lineId);
    expect(screen.queryByRole("heading", { name: "Oak Beam 100x100" })).toBeNull();
    expect(headerCount()).toBe("Basket, 1 item");
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your Basket", level: 1 }));
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: "remove_from_cart",
      ecommerce: {
        currency: "GBP",
        value: 60,
        items: [{ item_id: String(oakBeam.product.id), quantity: 2 }],
      },
    });
  });

  it("empties the basket once the shopper confirms", async () => {
    vi.mocked(api.emptyBasket).mockResolvedValue(emptyBasket);
    renderBasketPage(basketOf([oakBeam, screws]));
    fireEvent.click(screen.getByRole("button", { name: "Empty basket" }));
    const confirm = screen.getByRole("dialog", { name: "Empty your basket?" });
    await act(
      async () => void fireEvent.click(within(confirm).getByRole("button", { name: "Empty basket" })),
    );
    expect(api.emptyBasket).toHaveBeenCalledOnce();
    expect(screen.getByText("Your Basket Is Empty!")).toBeTruthy();
    expect(headerCount()).toBe("Basket, 0 items");
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: "remove_from_cart", ecommerce: { value: 67.8 } });
  });

  it("keeps the basket when the shopper cancels", async () => {
    renderBasketPage(basketOf([oakBeam]));
    fireEvent.click(screen.getByRole("button", { name: "Empty basket" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(api.emptyBasket).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Oak Beam 100x100" })).toBeTruthy();
  });
});

describe("a basket line's stock-status dialog (spec/1 §2; spec/2 §7 getstockstatus)", () => {
  const stockCheck: StockCheck = {
    productId: oakBeam.product.id,
    branch: { id: 3, name: "Burwood Ipswich" },
    fulfilment: "collection",
    status: "in_stock",
    inStock: true,
    localStock: 14,
    feederStock: 0,
    centralStock: 120,
    stockAvailableCentrally: true,
    directShip: false,
    tallyStock: null,
    stockText: "In stock at Burwood Ipswich",
    stockTextAdditional: "More available from our distribution centre",
    lastUpdated: "2026-11-21T09:30:00Z",
  };

  it("opens beside the line's stock with the branch's stock read afresh: its texts and when it was reported", async () => {
    vi.mocked(api.stockOf).mockResolvedValue(stockCheck);
    renderBasketPage(basketOf([oakBeam, screws]));
    const info = within(line("Oak Beam 100x100")).getByRole("button", {
      name: "Stock details for Oak Beam 100x100",
    });
    await act(async () => void fireEvent.click(info));
    expect(api.stockOf).toHaveBeenCalledExactlyOnceWith(oakBeam.product.id);
    const dialog = screen.getByRole("dialog", { name: "Stock at Burwood Ipswich" });
    expect(dialog.textContent).toContain("Oak Beam 100x100");
    expect(dialog.textContent).toContain("In stock at Burwood Ipswich");
    expect(dialog.textContent).toContain("More available from our distribution centre");
    expect(dialog.textContent).toContain("Stock last updated 21/11/2026, 09:30");
    await act(async () => void fireEvent.keyDown(dialog, { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says what the line says when the shop cannot answer", async () => {
    vi.mocked(api.stockOf).mockRejectedValue(new TypeError("Failed to fetch"));
    renderBasketPage(basketOf([oakBeam]));
    await act(
      async () =>
        void fireEvent.click(screen.getByRole("button", { name: "Stock details for Oak Beam 100x100" })),
    );
    const dialog = screen.getByRole("dialog", { name: "Stock" });
    expect(dialog.textContent).toContain("In stock at Burwood Ipswich");
  });

  it("is not offered for a clearance line, whose stock is the item's own", () => {
    renderBasketPage(basketOf([{ ...oakBeam, clearance: true }]));
    expect(screen.queryByRole("button", { name: /^Stock details/ })).toBeNull();
  });
});

describe("a line from a branch quote (issue 14)", () => {
  it("says its price is the quote's, naming the quote", () => {
    renderBasketPage(basketOf([{ ...oakBeam, quoteReference: "BT-100001" }]));
    expect(screen.getByText("Quoted price · quote BT-100001")).toBeTruthy();
  });

  it("says nothing of quotes on an ordinary line", () => {
    renderBasketPage(basketOf([oakBeam]));
    expect(screen.queryByText(/Quoted price/)).toBeNull();
  });
});
