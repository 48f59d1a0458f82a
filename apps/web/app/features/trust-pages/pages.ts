/**
 * The shop's trust pages (issue 15): the terms, privacy and cookies notices, delivery, returns and
 * how to reach the company, at /help/{slug}, linked from the footer of every page.
 */
export const TRUST_PAGES = [
  { slug: "delivery", title: "Delivery information", footer: "help" },
  { slug: "returns", title: "Returns and refunds", footer: "help" },
  { slug: "contact-us", title: "Contact us", footer: "help" },
  { slug: "terms-and-conditions", title: "Terms and conditions", footer: "policies" },
  { slug: "privacy", title: "Privacy notice", footer: "policies" },
  { slug: "cookies", title: "Cookies", footer: "policies" },
] as const;

export type TrustPageSlug = (typeof TRUST_PAGES)[number]["slug"];

export function trustPagePath(slug: TrustPageSlug): string {
  return `/help/${slug}`;
}

export function isTrustPageSlug(slug: string | undefined): slug is TrustPageSlug {
  return TRUST_PAGES.some((page) => page.slug === slug);
}

const linksTo = (footer: (typeof TRUST_PAGES)[number]["footer"]) =>
  TRUST_PAGES.filter((page) => page.footer === footer).map((page) => ({
    to: trustPagePath(page.slug),
    label: page.title,
  }));

/** The footer's links: help pages among the help links, policies beside the company's details. */
export const TRUST_PAGE_LINKS = { help: linksTo("help"), policies: linksTo("policies") };
