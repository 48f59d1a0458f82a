// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Suggestions } from "@merchant/contract";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { SiteSearch } from "./SiteSearch.tsx";

const suggestions: Suggestions = {
  products: [
    {
      id: 1,
      slug: "treated-timber-47x100",
      partNumber: "TIM-47100",
      name: "Treated timber 47 x 100 mm",
      manufacturer: "Norwood",
      image: { url: "/media/products/1/1.svg", alt: "Treated timber" },
      price: { exVat: 1000, incVat: 1200 },
      vatRate: 20,
      isTally: true,
      unitOfSale: { unit: "m", packSize: null },
      categorySlug: "carcassing",
    },
  ],
  categories: [{ slug: "timber", name: "Timber", path: "Timber & Sheet Materials > Timber" }],
};

function renderSearch(fetchSuggestions = vi.fn(async () => suggestions)) {
  renderInRouter(() => <SiteSearch fetchSuggestions={fetchSuggestions} />);
  return { fetchSuggestions, input: screen.getByRole("combobox", { name: "Search products" }) };
}

const page = () => screen.getByTestId("current-page").textContent;
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("site search autocomplete (spec/1 §5)", () => {
  it("does not ask for suggestions for 2 characters or fewer", async () => {
    const { fetchSuggestions, input } = renderSearch();
    fireEvent.change(input, { target: { value: "ti" } });
    await wait(1000);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("asks once typing pauses for 150 ms, with the latest text only", async () => {
    const { fetchSuggestions, input } = renderSearch();
    fireEvent.change(input, { target: { value: "tim" } });
    await wait(100);
    fireEvent.change(input, { target: { value: "timb" } });
    await wait(149);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions).toHaveBeenCalledWith("timb", expect.any(AbortSignal));
  });

  it("lists products and categories and hides them again when the text gets short", async () => {
    const { input } = renderSearch();
    fireEvent.change(input, { target: { value: "timber" } });
    await wait(150);
    const list = screen.getByRole("listbox", { name: "Search suggestions" });
    expect(list.textContent).toContain("Treated timber 47 x 100 mm");
    expect(list.textContent).toContain("£12.00");
    expect(list.textContent).toContain("Timber & Sheet Materials > Timber");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(input, { target: { value: "ti" } });
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("walks the rows with the arrow keys and goes to the picked product with Enter", async () => {
    const { input } = renderSearch();
    fireEvent.change(input, { target: { value: "timber" } });
    await wait(150);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("Timber & Sheet Materials");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    const productRow = screen.getByRole("option", { selected: true });
    expect(input.getAttribute("aria-activedescendant")).toBe(productRow.id);
    fireEvent.keyDown(input, { key: "Enter" });
    await wait(0);
    expect(page()).toBe("/product/treated-timber-47x100");
  });

  it("goes to a category picked with a click", async () => {
    const { input } = renderSearch();
    fireEvent.change(input, { target: { value: "timber" } });
    await wait(150);
    fireEvent.click(screen.getByRole("option", { name: /Timber & Sheet Materials > Timber/ }));
    await wait(0);
    expect(page()).toBe("/category/timber");
  });

  it("closes the list with Escape", async () => {
    const { input } = renderSearch();
    fireEvent.change(input, { target: { value: "timber" } });
    await wait(150);
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});

describe("site search submit (spec/1 §5)", () => {
  it("goes to the results page with the text", async () => {
    const { input } = renderSearch();
    fireEvent.change(input, { target: { value: " decking boards " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await wait(0);
    expect(page()).toBe("/search?q=decking+boards");
  });

  it.each(["", "   "])(
    "does not submit %j and shows the empty-search dialog for 2 seconds",
    async (typed) => {
      const { input } = renderSearch();
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(screen.getByRole("button", { name: "Search" }));
      await wait(0);
      expect(page()).toBe("/");
      expect(screen.getByRole("dialog").textContent).toContain(
        "Unfortunately, the search you have requested is empty, please try again.",
      );
      await wait(1999);
      expect(screen.queryByRole("dialog")).not.toBeNull();
      await wait(1);
      expect(screen.queryByRole("dialog")).toBeNull();
    },
  );

  it("treats Enter in an empty box like the icon", async () => {
    const { input } = renderSearch();
    fireEvent.submit(input.closest("form")!);
    await wait(0);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(page()).toBe("/");
  });
});
