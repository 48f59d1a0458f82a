// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BURWOOD_COMPANY } from "~/lib/testing/companies.ts";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { SiteFooter } from "./SiteFooter.tsx";

const company = BURWOOD_COMPANY;
const brand = { code: "BU" as const, name: "Burwood", tagline: "Builders' merchant", company };
const trustLinks = {
  help: [{ to: "/help/delivery", label: "Delivery information" }],
  policies: [
    { to: "/help/terms-and-conditions", label: "Terms and conditions" },
    { to: "/help/privacy", label: "Privacy notice" },
  ],
};

function renderFooter() {
  renderInRouter(() => (
    <SiteFooter
      brand={brand}
      brands={[brand]}
      newsletter={null}
      contactWidgets={null}
      trustLinks={trustLinks}
      categories={[
        { id: 1, slug: "timber", name: "Timber" },
        { id: 2, slug: "plumbing", name: "Plumbing" },
      ]}
    />
  ));
}

describe("the site footer's Shop column", () => {
  it("links each department, then the branch's clearance (spec/1 §2)", () => {
    renderFooter();
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

describe("the site footer's trust links and company (issue 15)", () => {
  const linksOf = (region: HTMLElement) =>
    within(region)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);

  it("puts the help pages first among the help links, and the policies in their own list", () => {
    renderFooter();
    expect(linksOf(screen.getByRole("region", { name: "Help and services" }))[0]).toEqual([
      "Delivery information",
      "/help/delivery",
    ]);
    expect(linksOf(screen.getByRole("navigation", { name: "Policies" }))).toEqual([
      ["Terms and conditions", "/help/terms-and-conditions"],
      ["Privacy notice", "/help/privacy"],
    ]);
  });

  it("links the calculators among the help and services (issue 16)", () => {
    renderFooter();
    expect(linksOf(screen.getByRole("region", { name: "Help and services" }))).toContainEqual([
      "Calculators",
      "/calculators",
    ]);
  });

  it("gives the brand's own phone and email, and the company's registered name, number, office and VAT number", () => {
    renderFooter();
    const talk = screen.getByRole("region", { name: "Talk to us" });
    expect(within(talk).getByRole("link", { name: "0306 999 0101" }).getAttribute("href")).toBe(
      "tel:03069990101",
    );
    expect(within(talk).getByRole("link", { name: company.email }).getAttribute("href")).toBe(
      `mailto:${company.email}`,
    );
    const details = screen.getByText(/is a trading name of/);
    expect(details.textContent).toContain(
      "Burwood is a trading name of Burwood Building Supplies Limited, registered in England and Wales, company number 99120101. Registered office: Unit 4, Kingsway Trade Park, Ipswich, Suffolk IP3 9QR. VAT number GB 999 0101 96.",
    );
  });
});
