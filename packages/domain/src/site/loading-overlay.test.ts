import { describe, expect, it } from "vitest";
import {
  ACCOUNT_LOADING_OVERLAY_MS,
  isAccountPage,
  LOADING_OVERLAY_MS,
  loadingOverlayMs,
  showsLoadingOverlay,
  type ClickedControl,
} from "./loading-overlay.ts";

const plainLink: ClickedControl = {
  noLoader: false,
  opensNewWindow: false,
  tab: false,
  hashLink: false,
  acceptCookies: false,
  logout: false,
};

describe("spec/1 §4, §9 — the loading overlay's life", () => {
  it("is 3000 ms by default and 10000 ms on account pages", () => {
    expect(LOADING_OVERLAY_MS).toBe(3000);
    expect(ACCOUNT_LOADING_OVERLAY_MS).toBe(10000);
    expect(loadingOverlayMs("/")).toBe(3000);
    expect(loadingOverlayMs("/category/timber")).toBe(3000);
    expect(loadingOverlayMs("/account")).toBe(10000);
    expect(loadingOverlayMs("/account/login")).toBe(10000);
  });

  it("counts only /account and the pages under it as account pages", () => {
    expect(isAccountPage("/account")).toBe(true);
    expect(isAccountPage("/account/details")).toBe(true);
    expect(isAccountPage("/accounting-guide")).toBe(false);
    expect(isAccountPage("/basket")).toBe(false);
  });
});

describe("spec/1 §2 — clicks that show no loading overlay", () => {
  it("shows it for a plain link or button", () => {
    expect(showsLoadingOverlay(plainLink)).toBe(true);
  });

  it.each([
    ["a link marked no-loader", "noLoader"],
    ["a link opening a new window", "opensNewWindow"],
    ["a tab link", "tab"],
    ["a hash link", "hashLink"],
    ["the accept-cookies button", "acceptCookies"],
    ["logout", "logout"],
  ] as const)("shows none for %s", (_, flag) => {
    expect(showsLoadingOverlay({ ...plainLink, [flag]: true })).toBe(false);
  });
});
