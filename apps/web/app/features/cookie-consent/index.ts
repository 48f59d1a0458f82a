// What routes use of the cookie consent: the banner, the choice for the cookies page, and keeping it.
export { CookieBanner } from "./components/CookieBanner.tsx";
export { CookieChoice } from "./components/CookieChoice.tsx";
export { CookieConsentProvider, useCookieConsent } from "./cookie-consent.tsx";
export { saveCookieConsent } from "./api.ts";
