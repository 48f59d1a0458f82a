// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { SiteFooter } from "./SiteFooter.tsx";

const brand = { code: "BU" as const, name: "Burwood", tagline: "Builders' merchant" };

describe("the site footer's Shop column", () => {
  it("links each department, then the branch's clearance (spec/1 §2)", () => {
    renderInRouter(() => (
      <SiteFooter
        brand={brand}
        brands={[brand]}
        newsletter={null}
        categories={[
          { id: 1, slug: "timber", name: "Timber" },
          { id: 2, slug: "plumbing", name: "Plumbing" },
        ]}
      />
    ));
    const shop = screen.getByRole("region", { name: "Shop" });
    expect(
      within(shop)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Timber", "/category/timber"],
      ["Plumbing", "/category/plumbing"],
      ["Clearance", "/clearance"],
    ]);
  });
});
