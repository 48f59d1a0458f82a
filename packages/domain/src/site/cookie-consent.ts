/**
 * spec/1 §2 "the accept-cookies button": the shopper's answer to the cookie banner. Until they
 * answer, and after they refuse, nothing but what the shop needs to work is kept or sent: the
 * analytics data layer stays empty (docs/decisions/139-trust-pages-and-cookie-consent.md).
 */
export const COOKIE_CONSENT_COOKIE = "cookie_consent";

/** "all": analytics too; "essential": only what the shop needs to work. */
export const COOKIE_CONSENTS = ["all", "essential"] as const;
export type CookieConsent = (typeof COOKIE_CONSENTS)[number];

/** How long an answer is kept before the banner asks again: a year, within the 13 months regulators allow. */
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie's value read back; anything else (absent, edited) is no answer yet, so the banner asks. */
export function parseCookieConsent(cookieValue: string | null | undefined): CookieConsent | null {
  const given = cookieValue?.trim().toLowerCase();
  return COOKIE_CONSENTS.find((consent) => consent === given) ?? null;
}

/** Only an "Accept all" lets the analytics data layer run. */
export function allowsAnalytics(consent: CookieConsent | null): boolean {
  return consent === "all";
}

/** The banner's words: the choice and the two buttons, the same on the banner and the cookies page. */
export const COOKIE_BANNER_TITLE = "Cookies on this shop";
export const ACCEPT_ALL_COOKIES = "Accept all";
export const REJECT_NON_ESSENTIAL_COOKIES = "Reject non-essential";
