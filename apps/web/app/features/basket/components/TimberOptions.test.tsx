// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PricedProducts } from "@merchant/contract";
import * as api from "../api.ts";
import { addReply, basketLine, basketOf, emptyBasket } from "../testing/fixtures.ts";
import { renderWithBasket } from "../testing/render-with-basket.tsx";
import { TimberOptions } from "./TimberOptions.tsx";

vi.mock("../api.ts");
// The grid reads its lengths through the prop in these tests.

const length = (id: number, metres: string, exVat: number) => ({
  product: {
    id,
    slug: `timber-${id}`,
    partNumber: `TIM/${metres}/47100`,
    name: `Sawn Timber 47x100 x ${metres}m`,
    image: null,
  },
  unitPrice: { exVat, incVat: Math.round(exVat * 1.2) },
  inStock: true,
  length: `${metres}m`,
});
const section: PricedProducts = {
  productId: 2,
  items: [length(1, "2.4", 620), length(2, "3.6", 930), length(3, "4.8", 1240)],
};

const qtyOf = (metres: string) =>
  screen.getByRole("textbox", { name: `Qty of ${metres}m` }) as HTMLInputElement;
const press = (button: HTMLElement) => act(async () => void fireEvent.click(button));

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(api.readBasket).mockResolvedValue(emptyBasket);
  window.dataLayer = [];
});
afterEach(() => vi.useRealTimers());

describe("timber options (spec/2 §5)", () => {
  it("lists every length with its price and a Qty of 0, and adds the lengths asked for in one go", async () => {
    const added = basketLine({
      lineId: 5,
      productId: 1,
      name: "Sawn Timber 47x100 x 2.4m",
      quantity: 2,
      unitExVat: 620,
    });
    vi.mocked(api.addToBasket).mockResolvedValue(addReply(basketOf([added]), added));
    renderWithBasket(() => <TimberOptions productId={2} lengthsOf={async () => section} />);
    const grid = await screen.findByRole("form", { name: "Add lengths to basket" });
    expect(
      within(grid)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining("2.4m"),
      expect.stringContaining("3.6m"),
      expect.stringContaining("4.8m"),
    ]);
    expect(qtyOf("3.6").value).toBe("0");
    fireEvent.change(qtyOf("2.4"), { target: { value: "2" } });
    fireEvent.change(qtyOf("4.8"), { target: { value: "1" } });
    await press(screen.getByRole("button", { name: "Add lengths to basket" }));
    expect(api.addToBasket).toHaveBeenCalledWith({
      items: [
        { productId: 1, quantity: 2 },
        { productId: 3, quantity: 1 },
      ],
    });
  });

  it("says to set a quantity when every length is at 0, for 3 s, and adds nothing", async () => {
    renderWithBasket(() => <TimberOptions productId={2} lengthsOf={async () => section} />);
    await press(await screen.findByRole("button", { name: "Add lengths to basket" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Sorry, we have encountered an error, please set a product quantity to continue.",
    );
    expect(api.addToBasket).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows nothing for timber that comes in one length only", async () => {
    const one: PricedProducts = { productId: 2, items: [length(2, "3.6", 930)] };
    const lengthsOf = vi.fn(async () => one);
    renderWithBasket(() => <TimberOptions productId={2} lengthsOf={lengthsOf} />);
    await act(async () => {});
    expect(lengthsOf).toHaveBeenCalledWith(2);
    expect(screen.queryByRole("form", { name: "Add lengths to basket" })).toBeNull();
  });
});
