// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Company } from "@merchant/contract";
import { BURWOOD_COMPANY, SALTGROVE_COMPANY } from "~/lib/testing/companies.ts";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { TRUST_PAGE_CONTENT, type TrustFacts } from "../content/index.ts";
import { TRUST_PAGES } from "../pages.ts";
import { TrustPage } from "./TrustPage.tsx";

const burwood = BURWOOD_COMPANY;
const saltgrove = SALTGROVE_COMPANY;
const chargeBands = [
  { fromMiles: 0, upToMiles: 5, chargeExVat: 1500, chargeIncVat: 1800 },
  { fromMiles: 5, upToMiles: 10, chargeExVat: 2500, chargeIncVat: 3000 },
];
const facts = (brandName: string, company: Company): TrustFacts => ({ brandName, company, chargeBands });

function renderPage(slug: keyof typeof TRUST_PAGE_CONTENT, pageFacts = facts("Burwood", burwood)) {
  return renderInRouter(() => (
    <TrustPage content={TRUST_PAGE_CONTENT[slug](pageFacts)} slots={{ "cookie-choice": <p>The choice</p> }} />
  ));
}

describe("the trust pages (issue 15)", () => {
  it.each(TRUST_PAGES.map((page) => [page.slug, page.title] as const))(
    "%s has one h1, its title, and a heading for each section",
    (slug, title) => {
      renderPage(slug);
      expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
        title,
      ]);
      expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(1);
    },
  );

  it("fills each brand's own company into the same template", () => {
    const text = (brandName: string, company: Company) => {
      const { container, unmount } = renderPage("contact-us", facts(brandName, company));
      const shown = container.textContent ?? "";
      unmount();
      return shown;
    };
    const bu = text("Burwood", burwood);
    const sg = text("Saltgrove", saltgrove);
    for (const detail of Object.values(burwood)) {
      expect(bu).toContain(detail);
      expect(sg).not.toContain(detail);
    }
    for (const detail of Object.values(saltgrove)) expect(sg).toContain(detail);
  });

  it("makes the phone, email and shop addresses in its text links", () => {
    renderPage("contact-us");
    expect(screen.getByRole("link", { name: "0306 999 0101" }).getAttribute("href")).toBe("tel:03069990101");
    expect(screen.getByRole("link", { name: burwood.email }).getAttribute("href")).toBe(
      `mailto:${burwood.email}`,
    );
    expect(
      screen
        .getByRole("link", { name: "Find a branch, its opening times and phone number" })
        .getAttribute("href"),
    ).toBe("/storefinder");
  });

  it("prints the brand's delivery charges by distance, ex and inc VAT", () => {
    renderPage("delivery");
    const table = screen.getByRole("table", { name: "Burwood delivery charges" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ["Distance from the branch", "Charge ex VAT", "Charge inc VAT"],
      ["Up to 5 miles", "£15.00", "£18.00"],
      ["5 to 10 miles", "£25.00", "£30.00"],
    ]);
  });

  it("says a consumer has 14 days to cancel an online order, under the Consumer Contracts Regulations", () => {
    renderPage("returns");
    expect(screen.getByRole("region", { name: "Changing your mind" }).textContent).toContain(
      "within 14 days of the day you receive the goods (or collect them), without giving a reason. This is your right under the Consumer Contracts Regulations 2013.",
    );
  });

  it("puts the cookies page's choice where its template asks", () => {
    renderPage("cookies");
    expect(
      within(screen.getByRole("region", { name: "Changing your mind" })).getByText("The choice"),
    ).toBeTruthy();
  });
});
