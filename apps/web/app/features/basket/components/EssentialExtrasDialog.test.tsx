// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddToBasketReply } from "@merchant/contract";
import type { VatPreference } from "@merchant/domain/money";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import {
  addReply,
  basketLine,
  basketOf,
  emptyBasket,
  essential,
  essentialsReply,
  oakBeam,
  oakToAdd,
  screws,
} from "../testing/fixtures.ts";
import { renderBasketPage } from "../testing/render-basket-page.tsx";
import { renderWithBasket } from "../testing/render-with-basket.tsx";
import { AddToBasket } from "./AddToBasket.tsx";
import { MiniBasket } from "./MiniBasket.tsx";

vi.mock("../api.ts");

const oak = oakToAdd;
const flue = essential(501, "Flue Pipe 125mm", 1000);
const cement = essential(502, "Fire Cement 500g", 450);
const rope = essential(503, "Stove Rope 12mm", 300, false);
const flueLine = basketLine({
  lineId: 5,
  productId: flue.product.id,
  name: flue.product.name,
  quantity: 1,
  unitExVat: 1000,
});
const cementLine = basketLine({
  lineId: 6,
  productId: cement.product.id,
  name: cement.product.name,
  quantity: 2,
  unitExVat: 450,
});

const press = (button: HTMLElement) => act(async () => void fireEvent.click(button));
const extrasDialog = () => screen.getByRole("dialog", { name: "Essential extras" });
const inExtras = (name: string | RegExp) => within(extrasDialog()).getByRole("button", { name });
const qtyOf = (name: string) =>
  within(extrasDialog()).getByRole("status", { name: `Qty of ${name}` }).textContent;
const extraRow = (name: string) =>
  within(extrasDialog())
    .getAllByRole("listitem")
    .find((item) => within(item).queryByRole("link", { name }) !== null) as HTMLElement;

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

/** The product page: the header's basket and the add, oak added with a flue and cement on offer. */
async function addOak(vat: VatPreference = "INC") {
  vi.mocked(api.addToBasket).mockResolvedValueOnce(addReply(basketOf([oakBeam]), oakBeam));
  vi.mocked(api.essentialsOf).mockResolvedValue(essentialsReply(oak.id, [flue, cement, rope]));
  renderWithBasket(
    () => (
      <>
        <MiniBasket />
        <AddToBasket product={oak} />
      </>
    ),
    { vat },
  );
  await press(screen.getByRole("button", { name: "Add to basket" }));
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(api.readBasket).mockResolvedValue(emptyBasket);
  vi.mocked(api.recordBasketExit).mockResolvedValue(undefined as never);
  setWidth(1280);
  window.dataLayer = [];
});
afterEach(() => vi.useRealTimers());

describe("the upsell dialog after an add on the product page (spec/2 §2, §4; spec/1 §4)", () => {
  it("offers the product's essential extras, each with its picture, name, price, stock and a quantity of 0", async () => {
    await addOak();
    expect(api.essentialsOf).toHaveBeenCalledExactlyOnceWith(oak.id);
    const dialog = extrasDialog();
    expect(dialog.textContent).toContain("The item has been successfully added to your basket!");
    expect(dialog.textContent).toContain("To go with Oak Beam 100x100:");
    const row = extraRow("Flue Pipe 125mm");
    expect(row.querySelector("img")?.getAttribute("src")).toBe("/media/products/501.svg");
    expect(within(row).getByRole("link", { name: "Flue Pipe 125mm" }).getAttribute("href")).toBe(
      "/product/flue-pipe-125mm",
    );
    expect(row.textContent).toContain("£12.00inc VAT each");
    expect(row.textContent).toContain("Available at your branch");
    expect(qtyOf("Flue Pipe 125mm")).toBe("0");
    expect(extraRow("Stove Rope 12mm").textContent).toContain(
      "Currently unavailable at your selected branch.",
    );
    // It stands in for the mini basket, which stays shut.
    const header = screen.getByRole("link", { name: "Basket, 2 items", hidden: true });
    expect(header.getAttribute("aria-expanded")).toBe("false");
  });

  it("shows prices ex VAT when the shopper chose EX", async () => {
    await addOak("EX");
    expect(extraRow("Flue Pipe 125mm").textContent).toContain("£10.00ex VAT each");
  });

  it("moves quantities with plus and minus, down to 0 and never below", async () => {
    await addOak();
    await press(inExtras("One more Flue Pipe 125mm"));
    await press(inExtras("One more Flue Pipe 125mm"));
    expect(qtyOf("Flue Pipe 125mm")).toBe("2");
    for (let i = 0; i < 3; i += 1) await press(inExtras("One fewer Flue Pipe 125mm"));
    expect(qtyOf("Flue Pipe 125mm")).toBe("0");
    expect(inExtras("One fewer Flue Pipe 125mm").getAttribute("aria-disabled")).toBe("true");
  });

  it("keeps an extra the branch cannot supply at 0", async () => {
    await addOak();
    const plus = inExtras("One more Stove Rope 12mm");
    expect(plus.getAttribute("aria-disabled")).toBe("true");
    await press(plus);
    expect(qtyOf("Stove Rope 12mm")).toBe("0");
  });

  it("shows the 'off' controls while nothing is chosen and the 'add' controls once something is", async () => {
    await addOak();
    expect(inExtras("No thanks")).toBeTruthy();
    expect(within(extrasDialog()).queryByRole("button", { name: /^Add to basket/ })).toBeNull();
    const viewBasket = within(extrasDialog()).getByRole("link", { name: "view basket" });
    expect(viewBasket.getAttribute("href")).toBe("/basket");

    await press(inExtras("One more Fire Cement 500g"));
    await press(inExtras("One more Fire Cement 500g"));
    expect(within(extrasDialog()).queryByRole("button", { name: "No thanks" })).toBeNull();
    // 2 × £5.40 inc VAT.
    expect(inExtras(/^Add to basket/).textContent).toBe("Add to basket(£10.80)");
    await press(inExtras("One fewer Fire Cement 500g"));
    await press(inExtras("One fewer Fire Cement 500g"));
    expect(inExtras("No thanks")).toBeTruthy();
  });

  it("closes on No thanks, adding nothing more", async () => {
    await addOak();
    await press(inExtras("No thanks"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.addToBasket).toHaveBeenCalledTimes(1);
  });

  it("adds every extra with a quantity in one add, then shows the mini basket", async () => {
    await addOak();
    const reply: AddToBasketReply = {
      basket: basketOf([oakBeam, flueLine, cementLine]),
      added: [flueLine, cementLine].map((line) => ({
        productId: line.product.id,
        name: line.product.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
    };
    vi.mocked(api.addToBasket).mockResolvedValueOnce(reply);
    await press(inExtras("One more Flue Pipe 125mm"));
    await press(inExtras("One more Fire Cement 500g"));
    await press(inExtras("One more Fire Cement 500g"));
    await press(inExtras(/^Add to basket/));

    expect(vi.mocked(api.addToBasket).mock.lastCall).toEqual([
      {
        items: [
          { productId: 501, quantity: 1 },
          { productId: 502, quantity: 2 },
        ],
      },
    ]);
    expect(screen.queryByRole("dialog", { name: "Essential extras" })).toBeNull();
    expect(screen.getByRole("link", { name: "Basket, 5 items" }).getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("region", { name: "Your Basket" });
    expect(within(panel).getByRole("link", { name: "Fire Cement 500g" })).toBeTruthy();
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: "add_to_cart",
      ecommerce: {
        items: [
          { item_name: "Flue Pipe 125mm", quantity: 1 },
          { item_name: "Fire Cement 500g", quantity: 2 },
        ],
      },
    });
  });

  it("keeps the dialog and the quantities when the add is refused, saying why", async () => {
    await addOak();
    const refusal = "End of line product, insufficient stock, operation cannot be completed.";
    vi.mocked(api.addToBasket).mockRejectedValueOnce(
      new ApiError(409, { code: "conflict", message: refusal }),
    );
    await press(inExtras("One more Flue Pipe 125mm"));
    await press(inExtras(/^Add to basket/));
    expect(within(extrasDialog()).getByRole("alert").textContent).toBe(refusal);
    expect(qtyOf("Flue Pipe 125mm")).toBe("1");
  });

  it("opens the mini basket as before when the product has no extras", async () => {
    vi.mocked(api.addToBasket).mockResolvedValueOnce(addReply(basketOf([oakBeam]), oakBeam));
    vi.mocked(api.essentialsOf).mockResolvedValue(essentialsReply(oak.id, []));
    renderWithBasket(() => (
      <>
        <MiniBasket />
        <AddToBasket product={oak} />
      </>
    ));
    await press(screen.getByRole("button", { name: "Add to basket" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("link", { name: "Basket, 2 items" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("under 980 px stands in for the success pop-up, which follows an add of extras", async () => {
    setWidth(979);
    await addOak();
    expect(screen.queryByRole("dialog", { name: "Your Basket" })).toBeNull();
    vi.mocked(api.addToBasket).mockResolvedValueOnce(addReply(basketOf([oakBeam, flueLine]), flueLine));
    await press(inExtras("One more Flue Pipe 125mm"));
    await press(inExtras(/^Add to basket/));
    expect(screen.getByRole("dialog", { name: "Your Basket" }).textContent).toContain(
      "The item has been successfully added to your basket!",
    );
  });
});

describe("a basket line's 'Essential extras' (spec/1 §2)", () => {
  it("opens the upsell dialog with the line's product's extras", async () => {
    vi.mocked(api.essentialsOf).mockResolvedValue(essentialsReply(oak.id, [flue, cement]));
    renderBasketPage(basketOf([oakBeam, screws]));
    await press(screen.getByRole("button", { name: "Essential extras for Oak Beam 100x100" }));
    expect(api.essentialsOf).toHaveBeenCalledExactlyOnceWith(oakBeam.product.id);
    expect(extrasDialog().textContent).toContain("To go with Oak Beam 100x100:");
    expect(extrasDialog().textContent).not.toContain("successfully added");

    vi.mocked(api.addToBasket).mockResolvedValueOnce(
      addReply(basketOf([oakBeam, screws, flueLine]), flueLine),
    );
    await press(inExtras("One more Flue Pipe 125mm"));
    await press(inExtras(/^Add to basket/));
    expect(screen.queryByRole("dialog", { name: "Essential extras" })).toBeNull();
    const lines = screen.getByRole("list", { name: "Items in your basket" });
    expect(within(lines).getByRole("heading", { name: "Flue Pipe 125mm" })).toBeTruthy();
  });

  it("says so when the product has none", async () => {
    vi.mocked(api.essentialsOf).mockResolvedValue(essentialsReply(screws.product.id, []));
    renderBasketPage(basketOf([oakBeam, screws]));
    const button = screen.getByRole("button", { name: "Essential extras for Wood Screws 4x40 (200)" });
    await press(button);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(button.parentElement!).getByRole("status").textContent).toBe(
      "This product has no essential extras.",
    );
  });
});
