import { describe, expect, it } from "vitest";
import { allowsAnalytics, COOKIE_CONSENT_COOKIE, parseCookieConsent } from "./index.ts";

describe("spec/1 §2 — the accept-cookies control", () => {
  it("keeps the answer in the cookie_consent cookie", () => {
    expect(COOKIE_CONSENT_COOKIE).toBe("cookie_consent");
  });

  it("reads 'all' and 'essential' back, in any case", () => {
    expect(parseCookieConsent("all")).toBe("all");
    expect(parseCookieConsent(" Essential ")).toBe("essential");
  });

  it("reads anything else as no answer yet, so the banner asks", () => {
    for (const value of [undefined, null, "", "yes", "ALL;", "1"])
      expect(parseCookieConsent(value)).toBeNull();
  });

  it("lets analytics run only after Accept all", () => {
    expect(allowsAnalytics("all")).toBe(true);
    expect(allowsAnalytics("essential")).toBe(false);
    expect(allowsAnalytics(null)).toBe(false);
  });
});
