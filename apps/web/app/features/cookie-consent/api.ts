/** Keeping the shopper's answer to the cookie banner (spec/1 §2 accept cookies). */
import type { CookieConsent } from "@merchant/domain/site";
import { answer, browserApi, type ApiClient } from "~/lib/api.ts";

/** From the banner in the browser, or (`api`: the server's) from its form posted without JavaScript. */
export const saveCookieConsent = (consent: CookieConsent, api: ApiClient = browserApi) =>
  answer(api.PUT("/api/preferences/cookies", { body: { consent } }));

/** Where the banner's form posts when the page has no JavaScript (routes/preferences-cookies.tsx). */
export const COOKIE_FORM_ACTION = "/preferences/cookies";
