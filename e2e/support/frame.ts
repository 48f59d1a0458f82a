/**
 * The shop frame as a shopper finds it: by role and accessible name, never by class. Every
 * journey reaches the header, navigation and breadcrumb through these, so a renamed control is
 * fixed in one place.
 */
import type { Locator, Page } from "playwright-core";

export const header = (page: Page): Locator => page.getByRole("banner");

/** The site search field of the header (a combobox: it offers suggestions). */
export const searchBox = (page: Page): Locator => header(page).getByRole("combobox", { name: /search/i });

/** The suggestions under the search box. */
export const suggestions = (page: Page): Locator => page.getByRole("listbox");

/** The magnifier button that submits the header search (desktop and mobile variants alike). */
export const searchButton = (page: Page): Locator =>
  header(page).getByRole("button", { name: "Search", exact: true });

/** The desktop top navigation with its level 1, 2 and 3 panels (spec/3 §4). */
export const topNavigation = (page: Page): Locator =>
  page.getByRole("navigation", { name: "Product categories" });

/** The button that opens the mobile slide-out menu (spec/1 §2). */
export const menuButton = (page: Page): Locator => header(page).getByRole("button", { name: "Open menu" });

/** The open slide-out menu. */
export const mobileMenu = (page: Page): Locator => page.getByRole("dialog", { name: "Menu", exact: true });

export const breadcrumb = (page: Page): Locator => page.getByRole("navigation", { name: "Breadcrumb" });

export const main = (page: Page): Locator => page.getByRole("main");

/** One side of the INC / EX VAT switch (spec/1 §4): a pressed button is the shopper's choice. */
export const vatChoice = (page: Page, vat: "INC" | "EX"): Locator =>
  header(page)
    .getByRole("group", { name: "Show prices" })
    .getByRole("button", { name: `${vat} VAT`, exact: true });

export const isPressed = async (button: Locator): Promise<boolean> =>
  (await button.getAttribute("aria-pressed")) === "true";

export const toTopButton = (page: Page): Locator => page.getByRole("button", { name: "Back to top" });
