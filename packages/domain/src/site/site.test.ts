import { describe, expect, it } from "vitest";
import { APP_STORE_ERROR_TEXT, appStoreFor, isOutdatedBrowser, OLD_BROWSER_MESSAGE } from "./index.ts";

describe("spec/1 §8 — app store link", () => {
  it("sends iOS and Android devices to their store", () => {
    expect(appStoreFor("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toEqual({
      ok: true,
      value: "ios",
    });
    expect(appStoreFor("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toEqual({ ok: true, value: "android" });
  });
  it("tells a desktop the spec's App Store Error text", () => {
    expect(appStoreFor("Mozilla/5.0 (Windows NT 10.0; Win64; x64)")).toEqual({
      ok: false,
      code: "not_mobile",
      message: APP_STORE_ERROR_TEXT,
    });
  });
});

describe("spec/1 §2 — old-browser banner", () => {
  it("shows for Internet Explorer and EdgeHTML", () => {
    expect(isOutdatedBrowser("Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko")).toBe(true);
    expect(isOutdatedBrowser("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)")).toBe(true);
    expect(
      isOutdatedBrowser(
        "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/70.0 Safari/537.36 Edge/18.19041",
      ),
    ).toBe(true);
  });
  it("stays hidden for current browsers", () => {
    expect(
      isOutdatedBrowser("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36"),
    ).toBe(false);
    expect(
      isOutdatedBrowser(
        "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0",
      ),
    ).toBe(false);
  });
  it("reads the spec's words", () => {
    expect(OLD_BROWSER_MESSAGE).toBe("Your browser is out of date and this site does not support it!");
  });
});
