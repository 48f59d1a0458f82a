// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { PartneringCatalogue } from "@merchant/contract";
import type { VatPreference } from "@merchant/domain/money";
import { VatPreferenceProvider } from "~/lib/vat-preference.tsx";
import { catalogueOf, cement, screws } from "../testing/fixtures.ts";
import { PartneringCatalogueView } from "./PartneringCatalogueView.tsx";

/** The page at its address; its action records each removal and its loader answers what is left. */
function renderPage(start: PartneringCatalogue, vat: VatPreference = "INC") {
  let catalogue = start;
  const removed: string[] = [];
  const Stub = createRoutesStub([
    {
      path: "/account/partnering-catalogue",
      loader: () => catalogue,
      action: async ({ request }) => {
        const form = await request.formData();
        removed.push(`${form.get("intent")} ${form.get("productId")}`);
        const id = Number(form.get("productId"));
        catalogue = { ...catalogue, items: catalogue.items.filter((item) => item.product.id !== id) };
        return {};
      },
      HydrateFallback: () => null,
      Component: function Page() {
        return (
          <VatPreferenceProvider initial={vat} save={async () => {}}>
            <PartneringCatalogueView
              catalogue={useLoaderData<PartneringCatalogue>()}
              addToBasket={(item) => (
                <button type="button">{`Add ${item.quantity} to basket: ${item.product.name}`}</button>
              )}
            />
          </VatPreferenceProvider>
        );
      },
    },
  ]);
  render(<Stub initialEntries={["/account/partnering-catalogue"]} />);
  return { removed };
}

const items = () =>
  within(screen.getByRole("list", { name: "Products in your partnering catalogue" })).getAllByRole(
    "listitem",
  );

describe("the partnering catalogue page (spec/2 §7; decision 119)", () => {
  it("lists each product with its picture, name to its page, code, price at the branch, usual quantity and the date it was added", async () => {
    renderPage(catalogueOf([cement, screws]));
    await screen.findByRole("list", { name: "Products in your partnering catalogue" });
    expect(screen.getByText(/buys regularly/).textContent).toBe(
      "The products account CAR1001 (Carter Construction Ltd) buys regularly, with the quantity it usually buys. Prices at Burwood Ipswich.",
    );
    const [first, second] = items();
    const card = within(first!);
    expect(card.getByRole("img", { name: "Portland Cement 25kg" }).getAttribute("src")).toBe(
      "/media/products/70/1.svg",
    );
    expect(card.getByRole("link", { name: "Portland Cement 25kg" }).getAttribute("href")).toBe(
      "/product/portland-cement-25kg",
    );
    expect(card.getByText("Part no. P70")).toBeTruthy();
    expect(card.getByText("£7.80")).toBeTruthy();
    expect(card.getByText("Usual quantity:").nextSibling?.textContent).toBe("25");
    expect(card.getByText("Added:").nextSibling?.textContent).toBe("14/03/2026");
    // The basket's own add, with the usual quantity.
    expect(card.getByRole("button", { name: "Add 25 to basket: Portland Cement 25kg" })).toBeTruthy();
    expect(within(second!).getByRole("button", { name: "Remove: Wood Screws 4x40mm (200)" })).toBeTruthy();
  });

  it("shows prices ex VAT when the shopper chose so", async () => {
    renderPage(catalogueOf([cement]), "EX");
    await screen.findByRole("list", { name: "Products in your partnering catalogue" });
    expect(within(items()[0]!).getByText("£6.50")).toBeTruthy();
  });

  it("says prices are the catalogue's until a branch is chosen", async () => {
    renderPage(catalogueOf([cement], null));
    expect((await screen.findByText(/buys regularly/)).textContent).toContain(
      "Choose a branch to see its prices.",
    );
  });

  it("removes a product through the page's action, and the list no longer shows it", async () => {
    const { removed } = renderPage(catalogueOf([cement, screws]));
    const remove = await screen.findByRole("button", { name: "Remove: Portland Cement 25kg" });
    await act(async () => void fireEvent.click(remove));
    expect(removed).toEqual(["remove 70"]);
    await screen.findByRole("button", { name: "Remove: Wood Screws 4x40mm (200)" });
    expect(items()).toHaveLength(1);
    expect(screen.queryByText("Portland Cement 25kg")).toBeNull();
  });

  it("says how to add products when the catalogue is empty", async () => {
    renderPage(catalogueOf([]));
    expect(await screen.findByText("Your partnering catalogue is empty.")).toBeTruthy();
    expect(screen.getByText(/To add a product/).textContent).toBe(
      "To add a product, open its page, type the quantity you usually buy in Qty and choose ‘Add to partnering catalogue’.",
    );
    expect(screen.getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("list", { name: "Products in your partnering catalogue" })).toBeNull();
  });
});
