// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Basket } from "@merchant/contract";
import * as api from "../api.ts";
import { BasketProvider } from "../basket-context.tsx";
import { basketLine, basketOf, emptyBasket, oakBeam, screws } from "../testing/fixtures.ts";
import { renderWithBasket } from "../testing/render-with-basket.tsx";
import { MiniBasket } from "./MiniBasket.tsx";

vi.mock("../api.ts");

const fiveLines = basketOf(
  ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map((name, index) =>
    basketLine({ lineId: index + 1, name: `${name} Board`, quantity: 1, unitExVat: 1000 }),
  ),
);

const trigger = () => screen.getByRole("link", { name: /^Basket/ });
const panel = () => screen.getByRole("region", { name: "Your Basket" });
const shownNames = () =>
  within(within(panel()).getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => within(item).getAllByRole("link")[0]?.textContent);
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const mouse = { pointerType: "mouse" };

function renderMiniBasket(basket: Basket | null) {
  vi.mocked(api.readBasket).mockResolvedValue(basket ?? emptyBasket);
  return renderWithBasket(() => <MiniBasket />, { basket });
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe("the header's basket count (spec/2 §2)", () => {
  it("shows how many items the basket holds, and is a link to /basket before the page wakes up", () => {
    renderMiniBasket(basketOf([oakBeam, screws]));
    expect(trigger().getAttribute("href")).toBe("/basket");
    expect(trigger().getAttribute("aria-label")).toBe("Basket, 3 items");
    expect(trigger().textContent).toContain("3");
  });

  it("shows the session's count before the basket is read, and reads the basket when opened", async () => {
    let answer: (basket: Basket) => void = () => {};
    vi.mocked(api.readBasket).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithBasket(() => <MiniBasket />, { count: 1 });
    expect(trigger().getAttribute("aria-label")).toBe("Basket, 1 item");
    expect(api.readBasket).not.toHaveBeenCalled();
    await click(trigger());
    expect(panel().textContent).toContain("Loading your basket");
    await act(async () => answer(basketOf([oakBeam, screws])));
    expect(trigger().getAttribute("aria-label")).toBe("Basket, 3 items");
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(2);
  });
});

describe("the mini basket drop-down (spec/2 §2, §4, §9)", () => {
  it("opens at a click with the items' picture, name, quantity and price ex VAT", async () => {
    renderMiniBasket(basketOf([oakBeam]));
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    await click(trigger());
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
    const item = within(panel()).getByRole("listitem");
    expect(item.querySelector("img")?.getAttribute("src")).toBe(`/media/products/${oakBeam.product.id}.svg`);
    expect(within(item).getByRole("link", { name: "Oak Beam 100x100" }).getAttribute("href")).toBe(
      "/product/oak-beam-100x100",
    );
    expect(item.textContent).toContain("Qty: 2");
    expect(item.textContent).toContain("£50.00 ex VAT");
    expect(within(panel()).getByRole("link", { name: "Your Basket" }).getAttribute("href")).toBe("/basket");
    await click(trigger());
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();
  });

  it("says under each item what one of it costs ex VAT and what that buys (decision 141)", async () => {
    const packOfScrews = basketLine({
      lineId: 3,
      name: "Wood Screws 4.0 x 40mm Box of 200",
      quantity: 2,
      unitExVat: 700,
      unitOfSale: { unit: "pack", packSize: 200 },
    });
    const timber = basketLine({
      lineId: 4,
      name: "C24 Treated Sawn Timber 47 x 100mm x 4.8m",
      quantity: 5,
      unitExVat: 389,
      isTally: true,
    });
    renderMiniBasket(basketOf([packOfScrews, timber]));
    await click(trigger());
    const [screwsItem, timberItem] = within(panel()).getAllByRole("listitem");
    expect(screwsItem?.textContent).toContain("£7.00 per pack of 200 (3.5p each)");
    expect(timberItem?.textContent).toContain("£3.89 per m");
  });

  it("pages 3 items at a time, and paging past either end goes to the basket page", async () => {
    const { currentPage } = renderMiniBasket(fiveLines);
    await click(trigger());
    expect(shownNames()).toEqual(["Alpha Board", "Bravo Board", "Charlie Board"]);
    await click(within(panel()).getByRole("button", { name: "Next" }));
    expect(shownNames()).toEqual(["Delta Board", "Echo Board"]);
    expect(panel().textContent).toContain("Page 2 of 2");
    await click(within(panel()).getByRole("button", { name: "Previous" }));
    expect(shownNames()).toEqual(["Alpha Board", "Bravo Board", "Charlie Board"]);
    await click(within(panel()).getByRole("button", { name: "Previous" }));
    expect(currentPage()).toBe("/basket");
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();
  });

  it("goes to the basket page past the last page too", async () => {
    const { currentPage } = renderMiniBasket(fiveLines);
    await click(trigger());
    await click(within(panel()).getByRole("button", { name: "Next" }));
    await click(within(panel()).getByRole("button", { name: "Next" }));
    expect(currentPage()).toBe("/basket");
  });

  it("opens 500 ms after the mouse rests on it and closes 1000 ms after it leaves", async () => {
    renderMiniBasket(basketOf([oakBeam]));
    const widget = trigger().parentElement as HTMLElement;
    // Fake time also follows real time here, so each side of a delay is checked a little apart.
    fireEvent.pointerEnter(widget, mouse);
    await wait(400);
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();
    await wait(100);
    expect(panel()).toBeTruthy();
    fireEvent.pointerLeave(widget, mouse);
    await wait(900);
    expect(panel()).toBeTruthy();
    await wait(100);
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();
  });

  it("stays open when the mouse comes back before it closes, and ignores a touch passing over", async () => {
    renderMiniBasket(basketOf([oakBeam]));
    const widget = trigger().parentElement as HTMLElement;
    fireEvent.pointerEnter(widget, { pointerType: "touch" });
    await wait(600);
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();
    await click(trigger());
    fireEvent.pointerLeave(widget, mouse);
    await wait(500);
    fireEvent.pointerEnter(widget, mouse);
    await wait(1000);
    expect(panel()).toBeTruthy();
  });

  it("closes on Escape and at its close icon, giving focus back to the basket link", async () => {
    renderMiniBasket(basketOf([oakBeam]));
    await click(trigger());
    within(panel()).getByRole("link", { name: "Your Basket" }).focus();
    fireEvent.keyDown(panel(), { key: "Escape" });
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();
    expect(document.activeElement).toBe(trigger());
    await click(trigger());
    await click(within(panel()).getByRole("button", { name: "Close basket" }));
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it("says when the basket is empty", async () => {
    renderMiniBasket(emptyBasket);
    await click(trigger());
    expect(panel().textContent).toContain("Your Basket Is Empty!");
    expect(within(panel()).queryByRole("list")).toBeNull();
  });

  const totals = () =>
    Object.fromEntries(
      [...panel().querySelectorAll("dt")].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );

  it("says collection is free, with the products' total ex VAT", async () => {
    renderMiniBasket(basketOf([oakBeam, screws]));
    await click(trigger());
    expect(totals()).toEqual({ Delivery: "Collection FREE", Total: "£56.50 ex VAT" });
  });

  it("says the delivery cost when delivering, and nothing of delivery while it is unknown", async () => {
    const { unmount } = renderMiniBasket(
      basketOf([oakBeam], { fulfilment: "delivery", delivery: { exVat: 1500, incVat: 1800 } }),
    );
    await click(trigger());
    expect(totals()).toEqual({ Delivery: "£15.00 ex VAT", Total: "£50.00 ex VAT" });
    unmount();
    renderMiniBasket(basketOf([oakBeam], { fulfilment: "delivery", delivery: null }));
    await click(trigger());
    expect(totals()).toEqual({ Total: "£50.00 ex VAT" });
  });
});

describe("leaving the mini basket", () => {
  it("closes when the shopper presses elsewhere or tabs past it, not at a press inside it", async () => {
    renderMiniBasket(basketOf([oakBeam]));
    await click(trigger());
    fireEvent.pointerDown(within(panel()).getByText("Qty: 2"));
    expect(panel()).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();

    await click(trigger());
    const outside = document.createElement("button");
    document.body.append(outside);
    fireEvent.blur(within(panel()).getByRole("button", { name: "Close basket" }), { relatedTarget: outside });
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();
    outside.remove();
  });
});

describe("whose basket the count is", () => {
  it("reads the basket again when the shopper signs in, as the visitor's joins the account's", async () => {
    vi.mocked(api.readBasket).mockResolvedValue(basketOf([oakBeam, screws]));
    const location = { chosen: true, choose: vi.fn(), chooseDelivery: vi.fn(), checkoutHidden: false };
    // The session renders with the visitor's count, then the account's.
    const frame = (owner: string | null) => (
      <MemoryRouter>
        <BasketProvider initial={basketOf([screws])} count={1} owner={owner} location={location}>
          <MiniBasket />
        </BasketProvider>
      </MemoryRouter>
    );
    const { rerender } = render(frame(null));
    expect(trigger().getAttribute("aria-label")).toBe("Basket, 1 item");
    expect(api.readBasket).not.toHaveBeenCalled();
    await act(async () => rerender(frame("sam@example.co.uk")));
    expect(api.readBasket).toHaveBeenCalledOnce();
    expect(trigger().getAttribute("aria-label")).toBe("Basket, 3 items");
  });
});
