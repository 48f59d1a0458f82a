/**
 * Journey: the trust pages on two brands (issue 15 "Trust pages"). From the footer of the home
 * page each page is one click away: delivery, returns, contact, terms, privacy and cookies, each
 * with its own heading and title; the footer of every page names the company trading as the
 * brand, its number, office and VAT number, and the brand's own phone and email. BU and SG differ
 * in every one of those, and the delivery page prints the brand's own charges.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { DeliveryChargeBands, Site } from "@merchant/contract";
import { main } from "../support/frame.ts";
import {
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  openShop,
  pounds,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";
import { shopAddress } from "../support/shop-address.ts";

const browser = useBrowser();

const PAGES = [
  { link: "Delivery information", path: "/help/delivery" },
  { link: "Returns and refunds", path: "/help/returns" },
  { link: "Contact us", path: "/help/contact-us" },
  { link: "Terms and conditions", path: "/help/terms-and-conditions" },
  { link: "Privacy notice", path: "/help/privacy" },
  { link: "Cookies", path: "/help/cookies" },
] as const;

/** The same server answers each brand's host name; Chromium sends any *.localhost name here. */
const brandBase = (code: string) => shopAddress().replace("127.0.0.1", `${code.toLowerCase()}.localhost`);

const footer = (page: Page) => page.getByRole("contentinfo");

type Seen = { company: string; phone: string | null; email: string | null };

/** Reads the API from the page, on the brand's host (only Chromium resolves *.localhost). */
const readOnPage = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (address) => (await fetch(address)).json(), path) as Promise<T>;

/** Follows each footer link from the home page of `code`'s site; what its footer said about the company. */
async function walkTrustPages(page: Page, code: "BU" | "SG"): Promise<Seen> {
  const base = brandBase(code);
  await visit(page, `${base}/`);
  const { brand } = await readOnPage<Site>(page, "/api/site");
  expect(brand.code).toBe(code);
  const { company } = brand;
  let seen: Seen | undefined;
  for (const { link, path } of PAGES) {
    await visit(page, `${base}/`);
    await footer(page).getByRole("link", { name: link, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await main(page).getByRole("heading", { level: 1, name: link, exact: true }).waitFor();
    expect(await main(page).getByRole("heading", { level: 1 }).count(), `${path}'s one h1`).toBe(1);
    await expect.poll(() => page.title(), { message: path }).toBe(`${link} | ${brand.name}`);

    const details = await footer(page)
      .getByText(/is a trading name of/)
      .textContent();
    expect(details).toContain(
      `${brand.name} is a trading name of ${company.registeredName}, registered in England and Wales, company number ${company.companyNumber}. Registered office: ${company.registeredOffice}. VAT number ${company.vatNumber}.`,
    );
    const talk = footer(page).getByRole("region", { name: "Talk to us" });
    seen = {
      company: details ?? "",
      phone: await talk.getByRole("link", { name: company.phone }).getAttribute("href"),
      email: await talk.getByRole("link", { name: company.email }).getAttribute("href"),
    };
    await expectAccessible(page, `${code} ${path}`);
  }

  // The contact page gives the brand's own ways in, the delivery page its own charges.
  await visit(page, `${base}/help/contact-us`);
  expect(await main(page).getByRole("link", { name: company.phone }).getAttribute("href")).toBe(seen?.phone);
  expect(await main(page).getByText(company.vatNumber).count()).toBe(1);
  await visit(page, `${base}/help/delivery`);
  const { bands } = await readOnPage<DeliveryChargeBands>(page, "/api/delivery/charge-bands");
  const table = main(page).getByRole("table", { name: `${brand.name} delivery charges` });
  expect(await table.getByRole("row").count()).toBe(bands.length + 1);
  const firstBand = table.getByRole("row").nth(1);
  expect(await firstBand.getByRole("cell").allTextContents()).toEqual([
    pounds(bands[0]!.chargeExVat),
    pounds(bands[0]!.chargeIncVat),
  ]);
  return seen!;
}

test(
  "on BU and SG, the footer reaches every trust page, and each brand names its own company",
  async () => {
    const { context, page } = await openShop(browser());
    try {
      for (const code of ["BU", "SG"]) {
        await context.addCookies([
          { name: "forcedSetStore", value: "1", url: brandBase(code) },
          { name: "cookie_consent", value: "all", url: brandBase(code) },
        ]);
      }
      const bu = await walkTrustPages(page, "BU");
      await screenshotBothSizes(page, "trust-bu-delivery");
      await visit(page, `${brandBase("BU")}/help/returns`);
      await screenshotBothSizes(page, "trust-bu-returns");
      await screenshotOpenStateBothSizes(
        page,
        "trust-bu-footer",
        footer(page).getByRole("navigation", { name: "Policies" }),
      );

      const sg = await walkTrustPages(page, "SG");
      await visit(page, `${brandBase("SG")}/help/contact-us`);
      await screenshotBothSizes(page, "trust-sg-contact");
      await visit(page, `${brandBase("SG")}/help/terms-and-conditions`);
      await screenshotBothSizes(page, "trust-sg-terms");

      expect(sg.company).not.toBe(bu.company);
      expect(sg.phone).not.toBe(bu.phone);
      expect(sg.email).not.toBe(bu.email);
    } finally {
      await context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);

test("an unknown help page is the shop's 404, inside the frame", async () => {
  const { context, page } = await openShop(browser());
  try {
    const response = await page.goto("/help/careers");
    expect(response?.status()).toBe(404);
    expect(await footer(page).getByRole("link", { name: "Terms and conditions" }).count()).toBe(1);
  } finally {
    await context.close();
  }
});
