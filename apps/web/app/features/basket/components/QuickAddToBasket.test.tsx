// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { addReply, basketOf, emptyBasket, withQuantity, oakBeam } from "../testing/fixtures.ts";
import { renderWithBasket } from "../testing/render-with-basket.tsx";
import { MiniBasket } from "./MiniBasket.tsx";
import { QuickAddToBasket } from "./QuickAddToBasket.tsx";

vi.mock("../api.ts");

const oak = { id: oakBeam.product.id, slug: "oak-beam-100x100", name: "Oak Beam 100x100", isTally: false };
const timber = { id: 77, slug: "sawn-timber-47x100", name: "Sawn Timber 47x100", isTally: true };
const oneOak = withQuantity(oakBeam, 1);

const addButton = () => screen.getByRole("button", { name: /Add to basket: Oak Beam 100x100$/ });
const press = (button: HTMLElement) => act(async () => void fireEvent.click(button));

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.readBasket).mockResolvedValue(emptyBasket);
  setWidth(1280);
  window.dataLayer = [];
});

describe("a listing card's add to basket (issue 10; spec/2 §4, §8)", () => {
  it("adds one of the product and opens the mini basket, resting meanwhile", async () => {
    let answer: (reply: ReturnType<typeof addReply>) => void = () => {};
    vi.mocked(api.addToBasket).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithBasket(
      () => (
        <>
          <MiniBasket />
          <QuickAddToBasket product={oak} />
        </>
      ),
      { path: "/category/timber" },
    );
    await press(addButton());
    expect(api.addToBasket).toHaveBeenCalledExactlyOnceWith({ items: [{ productId: oak.id, quantity: 1 }] });
    const resting = screen.getByRole("button", { name: /Oak Beam 100x100$/ }) as HTMLButtonElement;
    expect(resting.disabled).toBe(true);
    expect(within(resting).getByRole("status").textContent).toBe("Adding to your basket");

    await act(async () => answer(addReply(basketOf([oneOak]), oneOak)));
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole("link", { name: "Basket, 1 item" }).getAttribute("aria-expanded")).toBe("true");
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: "add_to_cart", ecommerce: { value: 30 } });
  });

  it("adds the quantity it is given: a partnering catalogue's usual quantity", async () => {
    const sixOak = withQuantity(oakBeam, 6);
    vi.mocked(api.addToBasket).mockResolvedValue(addReply(basketOf([sixOak]), sixOak));
    renderWithBasket(() => <QuickAddToBasket product={oak} quantity={6} />);
    await press(addButton());
    expect(api.addToBasket).toHaveBeenCalledExactlyOnceWith({ items: [{ productId: oak.id, quantity: 6 }] });
  });

  it("asks for a branch or postcode first, then adds", async () => {
    vi.mocked(api.addToBasket).mockResolvedValue(addReply(basketOf([oneOak]), oneOak));
    const { location } = renderWithBasket(() => <QuickAddToBasket product={oak} />, { chosen: false });
    await press(addButton());
    expect(api.addToBasket).not.toHaveBeenCalled();
    await act(async () => vi.mocked(location.choose).mock.calls[0]?.[0](true));
    expect(api.addToBasket).toHaveBeenCalledExactlyOnceWith({ items: [{ productId: oak.id, quantity: 1 }] });
  });

  it("says why nothing was added in the 'Your Basket' dialog", async () => {
    vi.mocked(api.addToBasket).mockRejectedValue(
      new ApiError(409, {
        code: "conflict",
        message: "End of line product, insufficient stock, operation cannot be completed.",
      }),
    );
    renderWithBasket(() => <QuickAddToBasket product={oak} />);
    await press(addButton());
    expect(screen.getByRole("dialog", { name: "Your Basket" }).textContent).toContain(
      "End of line product, insufficient stock, operation cannot be completed.",
    );
  });

  it("on a phone, says it was added with a way to the basket", async () => {
    setWidth(375);
    vi.mocked(api.addToBasket).mockResolvedValue(addReply(basketOf([oneOak]), oneOak));
    renderWithBasket(() => <QuickAddToBasket product={oak} />);
    await press(addButton());
    const popup = screen.getByRole("dialog", { name: "Your Basket" });
    expect(popup.textContent).toContain("The item has been successfully added to your basket!");
    expect(within(popup).getByRole("link", { name: "view basket" }).getAttribute("href")).toBe("/basket");
  });

  it("sends a tally product, bought by length, to its page to choose one", () => {
    renderWithBasket(() => <QuickAddToBasket product={timber} />);
    expect(screen.queryByRole("button")).toBeNull();
    const link = screen.getByRole("link", { name: "Choose a length: Sawn Timber 47x100" });
    expect(link.getAttribute("href")).toBe("/product/sawn-timber-47x100");
  });
});
