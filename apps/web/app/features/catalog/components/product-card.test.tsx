// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductSummary } from "@merchant/contract";
import type { VatPreference } from "@merchant/domain/money";
import { VatPreferenceProvider } from "~/lib/vat-preference.tsx";
import { ProductCard } from "./product-card.tsx";

const summary = (over: Partial<ProductSummary>): ProductSummary => ({
  id: 7,
  slug: "wood-screws-4-0-x-40mm-box-of-200",
  partNumber: "BLD100007",
  name: "Wood Screws 4.0 x 40mm Box of 200",
  manufacturer: "Caldermoor",
  image: { url: "/media/products/7/1.svg", alt: "Wood Screws 4.0 x 40mm Box of 200" },
  price: { exVat: 700, incVat: 840 },
  vatRate: 20,
  isTally: false,
  unitOfSale: { unit: "pack", packSize: 200 },
  categorySlug: "wood-screws",
  ...over,
});

function renderCard(product: ProductSummary, vat: VatPreference = "INC") {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <VatPreferenceProvider initial={vat} save={async () => {}}>
          <ProductCard product={product} />
        </VatPreferenceProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

const card = () => screen.getByRole("article");

describe("a product card says what its price buys (issue 15, decision 141)", () => {
  it("gives a pack's size and its price per item beside the pack's price", () => {
    renderCard(summary({}));
    expect(card().textContent).toContain("£8.40");
    expect(card().textContent).toContain("per pack of 200 (4.2p each)");
  });

  it("works the price per item out from the price shown, ex VAT when the shopper chose ex VAT", () => {
    renderCard(summary({}), "EX");
    expect(card().textContent).toContain("£7.00");
    expect(card().textContent).toContain("per pack of 200 (3.5p each)");
  });

  it("says timber is per m, a board per sheet and a stove each", () => {
    const { unmount } = renderCard(
      summary({
        name: "C24 Treated Sawn Timber 47 x 100mm x 4.8m",
        isTally: true,
        unitOfSale: { unit: "m", packSize: null },
      }),
    );
    expect(card().textContent).toMatch(/per m$/);
    unmount();
    const board = renderCard(
      summary({ name: "Acoustic Plasterboard", unitOfSale: { unit: "sheet", packSize: null } }),
    );
    expect(card().textContent).toMatch(/per sheet$/);
    board.unmount();
    renderCard(
      summary({ name: "Rydal Wood Burning Stove 5kW", unitOfSale: { unit: "each", packSize: null } }),
    );
    expect(card().textContent).toMatch(/each$/);
  });

  it("shows the whole name, its size at the end included, as the link's name", () => {
    renderCard(
      summary({ name: "Caldermoor Moisture Resistant Plasterboard Tapered Edge 12.5mm 2400 x 1200mm" }),
    );
    expect(
      screen.getByRole("link", {
        name: "Caldermoor Moisture Resistant Plasterboard Tapered Edge 12.5mm 2400 x 1200mm",
      }),
    ).toBeTruthy();
  });
});
