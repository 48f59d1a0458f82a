// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import type { ProductToAdd } from "../add-checks.ts";
import { addReply, basketLine, basketOf, emptyBasket, oakBeam, oakToAdd } from "../testing/fixtures.ts";
import { renderWithBasket } from "../testing/render-with-basket.tsx";
import { AddToBasket } from "./AddToBasket.tsx";
import { MiniBasket } from "./MiniBasket.tsx";

vi.mock("../api.ts");

const oak = oakToAdd;
const timber: ProductToAdd = { id: 77, partNumber: "TIM/2.4/47100", isTally: true, sawToSizeMax: 5 };
const timberLine = (quantity: number) =>
  basketLine({
    lineId: 9,
    productId: 77,
    name: "Sawn Timber 47x100",
    quantity,
    unitExVat: 310,
    isTally: true,
    sawToSizeMax: 5,
  });

const qty = () => screen.getByRole("textbox", { name: "Qty" }) as HTMLInputElement;
const addButton = () => screen.getByRole("button", { name: /Add to basket/ });
const press = (button: HTMLElement) => act(async () => void fireEvent.click(button));
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const yourBasket = () => screen.getByRole("dialog", { name: "Your Basket" });

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(api.readBasket).mockResolvedValue(emptyBasket);
  // Timber in these tests comes in one length: no options grid beside the Qty field.
  vi.mocked(api.timberLengthsOf).mockResolvedValue({ productId: 0, items: [] });
  setWidth(1280);
  window.dataLayer = [];
});
afterEach(() => vi.useRealTimers());

describe("the Qty field (spec/1 §5)", () => {
  it("starts at 1, holds at most 5 characters, lets only digits in and reads 1 again when emptied", async () => {
    renderWithBasket(() => <AddToBasket product={oak} />);
    expect(qty().value).toBe("1");
    expect(qty().maxLength).toBe(5);
    const letter = new KeyboardEvent("keydown", { key: "e", bubbles: true, cancelable: true });
    qty().dispatchEvent(letter);
    expect(letter.defaultPrevented).toBe(true);
    const digit = new KeyboardEvent("keydown", { key: "7", bubbles: true, cancelable: true });
    qty().dispatchEvent(digit);
    expect(digit.defaultPrevented).toBe(false);
    fireEvent.change(qty(), { target: { value: "12a34567" } });
    expect(qty().value).toBe("12345");
    fireEvent.change(qty(), { target: { value: "" } });
    fireEvent.blur(qty());
    expect(qty().value).toBe("1");
  });
});

describe("adding with a branch chosen (spec/2 §4, §8, §9)", () => {
  it("adds, rests the button meanwhile, opens the mini basket for 2.5 s and tells the data layer", async () => {
    let answer: (reply: ReturnType<typeof addReply>) => void = () => {};
    vi.mocked(api.addToBasket).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithBasket(() => (
      <>
        <MiniBasket />
        <AddToBasket product={oak} />
      </>
    ));
    fireEvent.change(qty(), { target: { value: "2" } });
    await press(addButton());
    expect(api.addToBasket).toHaveBeenCalledExactlyOnceWith({ items: [{ productId: oak.id, quantity: 2 }] });
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Adding to your basket");

    await act(async () => answer(addReply(basketOf([oakBeam]), oakBeam)));
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
    const basketLink = screen.getByRole("link", { name: "Basket, 2 items" });
    expect(basketLink.getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("region", { name: "Your Basket" });
    expect(within(panel).getByRole("link", { name: "Oak Beam 100x100" })).toBeTruthy();
    expect(window.dataLayer?.at(-1)).toEqual({
      event: "add_to_cart",
      ecommerce: {
        currency: "GBP",
        value: 60,
        items: [{ item_id: String(oak.id), item_name: "Oak Beam 100x100", price: 30, quantity: 2 }],
      },
    });
    await wait(2300);
    expect(screen.queryByRole("region", { name: "Your Basket" })).not.toBeNull();
    await wait(200);
    expect(screen.queryByRole("region", { name: "Your Basket" })).toBeNull();
  });

  it("shows a success pop-up for 3 s instead under 980 px", async () => {
    setWidth(979);
    vi.mocked(api.addToBasket).mockResolvedValue(addReply(basketOf([oakBeam]), oakBeam));
    renderWithBasket(() => <AddToBasket product={oak} />);
    await press(addButton());
    expect(yourBasket().textContent).toContain("The item has been successfully added to your basket!");
    expect(within(yourBasket()).getByRole("link", { name: "view basket" }).getAttribute("href")).toBe(
      "/basket",
    );
    await wait(3000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's refusal in the 'Your Basket' dialog, which closes on Escape", async () => {
    vi.mocked(api.addToBasket).mockRejectedValue(
      new ApiError(409, { code: "conflict", message: "Currently unavailable at your selected branch." }),
    );
    renderWithBasket(() => <AddToBasket product={oak} />);
    await press(addButton());
    expect(yourBasket().textContent).toContain("Currently unavailable at your selected branch.");
    await act(async () => void fireEvent.keyDown(yourBasket(), { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says the product is in error when the shop no longer has it (spec/2 §8)", async () => {
    vi.mocked(api.addToBasket).mockRejectedValue(
      new ApiError(404, { code: "not_found", message: "No product 101" }),
    );
    renderWithBasket(() => <AddToBasket product={oak} />);
    await press(addButton());
    expect(yourBasket().textContent).toContain(
      "Sorry, we have encountered an error with this product. Please continue to browse the site.",
    );
  });

  it("says the request failed when the shop answers otherwise", async () => {
    vi.mocked(api.addToBasket).mockRejectedValue(new ApiError(500, { code: "internal", message: "boom" }));
    renderWithBasket(() => <AddToBasket product={oak} />);
    await press(addButton());
    expect(yourBasket().textContent).toContain("An error occurred. Please try again or contact us.");
    expect(yourBasket().textContent).not.toContain("boom");
  });

  it("says the end-of-line message for 3 s when the server added nothing without a reason", async () => {
    vi.mocked(api.addToBasket).mockResolvedValue({ basket: emptyBasket, added: [] });
    renderWithBasket(() => <AddToBasket product={oak} />);
    await press(addButton());
    expect(yourBasket().textContent).toContain(
      "End of line product, insufficient stock, operation cannot be completed.",
    );
    await wait(3000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("adding before a branch or postcode is chosen (spec/2 §4)", () => {
  it("opens the store selector and finishes the add once the shopper has chosen", async () => {
    vi.mocked(api.addToBasket).mockResolvedValue(addReply(basketOf([oakBeam]), oakBeam));
    const { location } = renderWithBasket(() => <AddToBasket product={oak} />, { chosen: false });
    await press(addButton());
    expect(location.choose).toHaveBeenCalledOnce();
    expect(api.addToBasket).not.toHaveBeenCalled();
    const onClosed = vi.mocked(location.choose).mock.calls[0]?.[0];
    await act(async () => onClosed?.(true));
    expect(api.addToBasket).toHaveBeenCalledExactlyOnceWith({ items: [{ productId: oak.id, quantity: 1 }] });
  });

  it("adds nothing when the shopper closes the selector without choosing", async () => {
    const { location } = renderWithBasket(() => <AddToBasket product={oak} />, { chosen: false });
    await press(addButton());
    await act(async () => vi.mocked(location.choose).mock.calls[0]?.[0](false));
    expect(api.addToBasket).not.toHaveBeenCalled();
  });
});

describe("a tally product (spec/1 §5, spec/2 §5)", () => {
  it("refuses more than the product's limit on its own in the product page's words, without asking the server", async () => {
    renderWithBasket(() => <AddToBasket product={timber} />, { basket: emptyBasket });
    fireEvent.change(qty(), { target: { value: "6" } });
    await press(addButton());
    expect(yourBasket().textContent).toContain(
      "Sorry, there is a maximum order quantity of 5 of this product.",
    );
    expect(api.addToBasket).not.toHaveBeenCalled();
  });

  it("answers the server refusing the quantity with the server check's words", async () => {
    vi.mocked(api.addToBasket).mockRejectedValue(
      new ApiError(409, {
        code: "conflict",
        message: "Sorry you already have a quantity of 5 in your basket",
        fields: { quantity: "Sorry you already have a quantity of 5 in your basket" },
      }),
    );
    renderWithBasket(() => <AddToBasket product={{ ...timber, sawToSizeMax: null }} />, {
      basket: emptyBasket,
    });
    await press(addButton());
    expect(yourBasket().textContent).toContain(
      "Sorry, there is a maximum order quantity of 5 of this product.",
    );
  });

  it("counts what the basket already holds", async () => {
    renderWithBasket(() => <AddToBasket product={timber} />, { basket: basketOf([timberLine(3)]) });
    fireEvent.change(qty(), { target: { value: "3" } });
    await press(addButton());
    expect(within(yourBasket()).getByText(/Sorry you already have/).textContent).toBe(
      "Sorry you already have a quantity of 3 in your basket\na maximum of 5 is allowed for this product.",
    );
    expect(api.addToBasket).not.toHaveBeenCalled();
  });

  it("refuses more than the product's limit at once, without waiting for a basket read still on its way", async () => {
    vi.mocked(api.readBasket).mockReturnValue(new Promise(() => {}));
    renderWithBasket(() => <AddToBasket product={timber} />);
    fireEvent.change(qty(), { target: { value: "6" } });
    await press(addButton());
    expect(yourBasket().textContent).toContain(
      "Sorry, there is a maximum order quantity of 5 of this product.",
    );
    expect(api.addToBasket).not.toHaveBeenCalled();
  });

  it("reads the basket first when the page has not yet", async () => {
    let answer: (basket: ReturnType<typeof basketOf>) => void = () => {};
    vi.mocked(api.readBasket).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithBasket(() => <AddToBasket product={timber} />);
    await press(addButton());
    vi.mocked(api.readBasket).mockResolvedValue(basketOf([timberLine(5)]));
    await act(async () => answer(basketOf([timberLine(5)])));
    expect(yourBasket().textContent).toContain("Sorry you already have a quantity of 5 in your basket");
    expect(api.addToBasket).not.toHaveBeenCalled();
  });
});

describe("timber by length (spec/1 §5)", () => {
  const length = () => screen.getByRole("textbox", { name: "Total length required (metres)" });
  const fill = async (text: string) => {
    fireEvent.change(length(), { target: { value: text } });
    await press(screen.getByRole("button", { name: "Fill Qty" }));
  };
  const said = () =>
    screen.getByRole("form", { name: "Timber by length" }).querySelector("[aria-live]")?.textContent;

  it("puts the whole metres into the Qty field and says so", async () => {
    renderWithBasket(() => <AddToBasket product={timber} />);
    await fill("12.5");
    expect(qty().value).toBe("13");
    expect(said()).toBe(
      "13 metres have been added to the Qty field opposite, please add to basket to proceed.",
    );
  });

  it("says each problem in the spec's words", async () => {
    renderWithBasket(() => <AddToBasket product={timber} />);
    await fill("twelve");
    expect(said()).toBe("Please enter a valid total length to proceed.");
    expect(length().getAttribute("aria-invalid")).toBe("true");
    await fill("100000");
    expect(said()).toBe("Sorry you have requested more than the maximum allowed for this product.");
    expect(qty().value).toBe("1");
  });

  it("asks for a branch first when none is chosen", async () => {
    renderWithBasket(() => <AddToBasket product={timber} />, { chosen: false });
    await fill("4");
    expect(said()).toBe("Please select a delivery or click and collect branch to proceed.");
  });

  it("reports a broken tally value", async () => {
    renderWithBasket(() => <AddToBasket product={{ ...timber, partNumber: "TIM" }} />);
    await fill("4");
    expect(said()).toBe("Sorry there has been an error, please try again.");
  });

  it("is not offered for a product sold by the piece", () => {
    renderWithBasket(() => <AddToBasket product={oak} />);
    expect(screen.queryByRole("form", { name: "Timber by length" })).toBeNull();
  });
});
