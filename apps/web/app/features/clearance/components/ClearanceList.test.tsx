// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Basket } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { basin, listOf, oakDoor } from "../testing/fixtures.ts";
import { renderClearance } from "../testing/render-clearance.tsx";
import { ClearanceList } from "./ClearanceList.tsx";

vi.mock("../api.ts");

const added = { basket: {} as Basket, redirectTo: "/basket" };

function showList(list = listOf([oakDoor, basin]), options: Parameters<typeof renderClearance>[1] = {}) {
  const onChooseBranch = vi.fn();
  const rendered = renderClearance(
    () => (
      <ClearanceList
        list={list}
        place="branch"
        chooseLabel="Choose a branch"
        onChooseBranch={onChooseBranch}
      />
    ),
    options,
  );
  return { ...rendered, onChooseBranch };
}

const card = (name: string) => screen.getByRole("link", { name }).closest("article") as HTMLElement;
const qty = (item = oakDoor) =>
  screen.getByRole("textbox", {
    name: `Quantity of ${item.product.name} (${item.note})`,
  }) as HTMLInputElement;
const addButton = (item = oakDoor) =>
  screen.getByRole("button", { name: `Add to basket: ${item.product.name} (${item.note})` });
const press = (button: HTMLElement) => act(async () => void fireEvent.click(button));

beforeEach(() => {
  vi.resetAllMocks();
  window.dataLayer = [];
});

describe("the clearance page's items (spec/1 §2, §5)", () => {
  it("lists the collection branch's items with picture, name, note, price, was price and how many there are", () => {
    showList();
    expect(screen.getByText(/Reduced to clear at/).textContent).toBe(
      "Reduced to clear at Burwood Ipswich, for collection from the branch.",
    );
    const list = screen.getByRole("list", { name: "Clearance at Burwood Ipswich" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const door = card("Oak Door 762mm");
    expect(within(door).getByRole("img", { name: "Oak Door 762mm" }).getAttribute("src")).toBe(
      "/media/products/70.svg",
    );
    expect(within(door).getByRole("link", { name: "Oak Door 762mm" }).getAttribute("href")).toBe(
      "/product/oak-door-762mm",
    );
    expect(within(door).getByText("Ex-display")).toBeTruthy();
    expect(within(door).getByText("£54.00")).toBeTruthy();
    expect(within(door).getByText(/^Was/).textContent).toBe("Was £108.00 inc VAT");
    expect(within(door).getByText("2 available")).toBeTruthy();
    expect(within(card("Basin 550mm")).getByText("Damaged packaging")).toBeTruthy();
  });

  it("shows prices ex VAT when the shopper chose so", () => {
    showList(listOf([oakDoor]), { vat: "EX" });
    expect(within(card("Oak Door 762mm")).getByText("£45.00")).toBeTruthy();
    expect(within(card("Oak Door 762mm")).getByText(/^Was/).textContent).toBe("Was £90.00 ex VAT");
  });

  it("says when the branch has nothing on clearance", () => {
    showList(listOf([]));
    expect(screen.getByText("Burwood Ipswich has no clearance items at the moment.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("asks a shopper with no collection branch to choose one, opening the store selector", async () => {
    const { onChooseBranch } = showList(listOf([], null));
    expect(screen.getByText("Choose your branch to see its clearance items.")).toBeTruthy();
    await press(screen.getByRole("button", { name: "Choose a branch" }));
    expect(onChooseBranch).toHaveBeenCalledOnce();
  });
});

describe("the clearance Qty field (spec/1 §5)", () => {
  it("starts at 1, holds 5 characters, lets only digits in and reads 1 again when emptied", () => {
    showList();
    expect(qty().value).toBe("1");
    expect(qty().maxLength).toBe(5);
    const letter = new KeyboardEvent("keydown", { key: "e", bubbles: true, cancelable: true });
    qty().dispatchEvent(letter);
    expect(letter.defaultPrevented).toBe(true);
    fireEvent.change(qty(), { target: { value: "12a34567" } });
    expect(qty().value).toBe("12345");
    fireEvent.change(qty(), { target: { value: "" } });
    fireEvent.blur(qty());
    expect(qty().value).toBe("1");
  });
});

describe("adding a clearance item (spec/1 §2, §5, §8)", () => {
  it("sends the item and quantity, rests the button, then goes to the basket", async () => {
    let answer: (reply: typeof added) => void = () => {};
    vi.mocked(api.addClearance).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { currentPage } = showList();
    fireEvent.change(qty(), { target: { value: "2" } });
    await press(addButton());
    expect(api.addClearance).toHaveBeenCalledExactlyOnceWith(oakDoor.id, 2);
    const resting = screen.getByRole("button", { name: /Oak Door 762mm/ }) as HTMLButtonElement;
    expect(resting.disabled).toBe(true);
    expect(within(resting).getByRole("status").textContent).toBe("Adding to your basket");
    await act(async () => answer(added));
    expect(currentPage()).toBe("/basket");
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: "add_to_cart",
      ecommerce: { value: 108, items: [{ item_id: "70", price: 54, quantity: 2 }] },
    });
  });

  it("says 'Quantity Issue' for more than the branch has, without asking the server", async () => {
    const { currentPage } = showList();
    fireEvent.change(qty(), { target: { value: "3" } });
    await press(addButton());
    const dialog = screen.getByRole("dialog", { name: "Quantity Issue" });
    expect(dialog.textContent).toContain("We only have 2 of that item available!");
    expect(api.addClearance).not.toHaveBeenCalled();
    expect(currentPage()).toBe("/clearance");
  });

  it("says 'Quantity Issue' in the server's words when it names the quantity", async () => {
    vi.mocked(api.addClearance).mockRejectedValue(
      new ApiError(409, {
        code: "conflict",
        message: "We only have 1 of that item available!",
        fields: { quantity: "We only have 1 of that item available!" },
      }),
    );
    showList();
    await press(addButton());
    expect(screen.getByRole("dialog", { name: "Quantity Issue" }).textContent).toContain(
      "We only have 1 of that item available!",
    );
  });

  it("shows any other refusal in the 'Basket Report', its reason on a line of its own", async () => {
    const report =
      "The item was not added to your basket!\nYou can't buy a clearance item from another branch.";
    vi.mocked(api.addClearance).mockRejectedValue(new ApiError(409, { code: "conflict", message: report }));
    const { currentPage } = showList();
    await press(addButton());
    const dialog = screen.getByRole("dialog", { name: "Basket Report" });
    expect(within(dialog).getByText(/^The item was not added/).textContent).toBe(report);
    await act(async () => void fireEvent.keyDown(dialog, { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
    expect(currentPage()).toBe("/clearance");
  });

  it("says the add failed when the shop answers otherwise", async () => {
    vi.mocked(api.addClearance).mockRejectedValue(new ApiError(500, { code: "internal", message: "boom" }));
    showList();
    await press(addButton());
    const dialog = screen.getByRole("dialog", { name: "Basket Report" });
    expect(dialog.textContent).toContain("An error occurred. Please try again or contact us.");
    expect(dialog.textContent).not.toContain("boom");
  });

  it("adds each item on its own", async () => {
    vi.mocked(api.addClearance).mockResolvedValue(added);
    const { currentPage } = showList();
    await press(addButton(basin));
    expect(api.addClearance).toHaveBeenCalledExactlyOnceWith(basin.id, 1);
    expect(currentPage()).toBe("/basket");
  });
});
