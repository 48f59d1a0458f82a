// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductListing, ProductSummary } from "@merchant/contract";
import { parseListingQuery } from "../listing-query.ts";
import { Listing } from "./listing.tsx";

const product = (n: number): ProductSummary => ({
  id: n,
  slug: `oak-sleeper-${n}`,
  partNumber: `OAK-${n}`,
  name: `Oak sleeper ${n}`,
  manufacturer: "Acme Timber",
  image: { url: `/media/products/${n}/1.svg`, alt: `Oak sleeper ${n}` },
  price: { exVat: 1000, incVat: 1200 },
  vatRate: 20,
  isTally: false,
  unitOfSale: { unit: "each", packSize: null },
  categorySlug: "sleepers",
});

const listing = (over: Partial<ProductListing> = {}): ProductListing => ({
  items: [product(25), product(26)],
  total: 50,
  page: 2,
  pageSize: 24,
  pageCount: 3,
  facets: {
    manufacturers: [
      { name: "Acme Timber", count: 30 },
      { name: "Bolt & Co", count: 20 },
    ],
    price: { min: 499, max: 12_001 },
  },
  ...over,
});

/** Where the listing is now, as the browser's address bar would show it. */
function Address() {
  return <code>{useLocation().search}</code>;
}

function renderListing(
  search: string,
  data = listing(),
  kept?: URLSearchParams,
  cardAction?: (product: ProductSummary) => ReactNode,
) {
  const query = parseListingQuery(new URLSearchParams(search));
  const Stub = createRoutesStub([
    {
      path: "/category/sleepers",
      Component: () => (
        <>
          <Address />
          <Listing
            query={query}
            listing={data}
            kept={kept}
            empty={<p>Nothing here</p>}
            cardAction={cardAction}
          />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[`/category/sleepers${search}`]} />);
}

describe("product listing", () => {
  it("says which products of how many are shown and links each to its product page", () => {
    renderListing("?page=2");
    expect(screen.getByRole("status").textContent).toBe("Showing 25–26 of 50 products");
    const products = within(screen.getByRole("list", { name: "Products" }));
    expect(products.getByRole("link", { name: "Oak sleeper 25" }).getAttribute("href")).toBe(
      "/product/oak-sleeper-25",
    );
    expect(products.getAllByText("£12.00")).toHaveLength(2);
  });

  it("pages with previous, next and numbers that keep sort and filters", () => {
    renderListing("?brand=Acme+Timber&sort=price_asc&page=2");
    const pages = within(screen.getByRole("navigation", { name: "Pages" }));
    expect(pages.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/category/sleepers?brand=Acme+Timber&sort=price_asc",
    );
    expect(pages.getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/category/sleepers?brand=Acme+Timber&sort=price_asc&page=3",
    );
    expect(pages.getByText("2", { exact: false }).closest("[aria-current=page]")).toBeTruthy();
  });

  it("is one GET form: filters, sort and kept search words submit together", () => {
    renderListing(
      "?brand=Bolt+%26+Co&inStock=true&sort=name_desc",
      listing(),
      new URLSearchParams({ q: "oak" }),
    );
    const sort = screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement;
    const form = sort.form!;
    expect(form.getAttribute("method")).toBe("get");
    expect(sort.value).toBe("name_desc");
    const fields = new FormData(form);
    expect(fields.get("q")).toBe("oak");
    expect(fields.getAll("brand")).toEqual(["Bolt & Co"]);
    expect(fields.get("inStock")).toBe("true");
    expect(fields.get("sort")).toBe("name_desc");
    expect(fields.has("page")).toBe(false);
  });

  it("submits to the same tidy address the links use: no empty prices, no default sort, page 1", async () => {
    renderListing("?q=oak&page=3", listing(), new URLSearchParams({ q: "oak" }));
    // Ticking a manufacturer submits the form at once.
    fireEvent.click(screen.getByRole("checkbox", { name: "Bolt & Co (20)" }));
    await waitFor(() => expect(document.querySelector("code")?.textContent).toBe("?q=oak&brand=Bolt+%26+Co"));
  });

  it("lists manufacturers with counts and shows the price range as hints", () => {
    renderListing("");
    expect(screen.getByRole("checkbox", { name: "Bolt & Co (20)" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Minimum price in pounds" }).getAttribute("placeholder")).toBe(
      "Min 4",
    );
    expect(screen.getByRole("textbox", { name: "Maximum price in pounds" }).getAttribute("placeholder")).toBe(
      "Max 121",
    );
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();
  });

  it("offers to clear the filters once any is set, keeping the sort", () => {
    renderListing("?min=10&sort=price_desc");
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe(
      "/category/sleepers?sort=price_desc",
    );
  });

  it("says when the filters leave nothing and offers to clear them, keeping the search words", () => {
    renderListing(
      "?q=oak&inStock=true&sort=name_asc",
      listing({ items: [], total: 0, page: 1, pageCount: 0 }),
      new URLSearchParams({ q: "oak" }),
    );
    expect(screen.getByText("No products match these filters.")).toBeTruthy();
    const clear = screen
      .getAllByRole("link", { name: "Clear filters" })
      .map((link) => link.getAttribute("href"));
    expect(new Set(clear)).toEqual(new Set(["/category/sleepers?q=oak&sort=name_asc"]));
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Sort by" })).toBeNull();
  });

  it("shows the page's own empty state, without filters, when there is nothing to list", () => {
    renderListing("", listing({ items: [], total: 0, page: 1, pageCount: 0 }));
    expect(screen.getByText("Nothing here")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("0 products");
    expect(screen.queryByRole("group", { name: "Manufacturer" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("puts the page's own action in each card, under its price", () => {
    renderListing("?page=2", listing(), undefined, (card) => (
      <button type="button">Add to basket: {card.name}</button>
    ));
    const cards = within(screen.getByRole("list", { name: "Products" })).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("button").textContent)).toEqual([
      "Add to basket: Oak sleeper 25",
      "Add to basket: Oak sleeper 26",
    ]);
  });

  it("has no action in a card unless the page gives one", () => {
    renderListing("?page=2");
    expect(within(screen.getByRole("list", { name: "Products" })).queryAllByRole("button")).toEqual([]);
  });

  it("pushes the chosen card to the analytics data layer (spec/1 §7 productclick)", () => {
    window.dataLayer = [];
    renderListing("?page=2");
    fireEvent.click(screen.getByRole("link", { name: "Oak sleeper 26" }));
    expect(window.dataLayer.at(-1)).toEqual({
      event: "select_item",
      ecommerce: { currency: "GBP", items: [{ item_id: "26", item_name: "Oak sleeper 26", price: 12 }] },
    });
  });
});
