import { describe, expect, it } from "vitest";
import {
  FORCED_STORE_POPUP_COOKIE,
  forcedStorePopup,
  type ForcedStorePopupFacts,
} from "./forced-store-popup.ts";

const desktop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const eligible: ForcedStorePopupFacts = {
  alreadyShown: false,
  pageType: "frontpage",
  viewportWidth: 1280,
  userAgent: desktop,
  timing: { time: 4000, type: "popup" },
};

describe("spec/2 §4 Forced store popup — eligibility", () => {
  it("uses the forcedSetStore cookie", () => expect(FORCED_STORE_POPUP_COOKIE).toBe("forcedSetStore"));

  it("shows on the front page and product group pages after the server's delay", () => {
    expect(forcedStorePopup(eligible)).toEqual({ show: true, delayMs: 4000 });
    expect(forcedStorePopup({ ...eligible, pageType: "productgroup" })).toEqual({
      show: true,
      delayMs: 4000,
    });
  });

  it("shows once per visitor", () => {
    expect(forcedStorePopup({ ...eligible, alreadyShown: true })).toEqual({ show: false });
  });

  it.each(["product", "cart", "checkout-main", "storefinder", "", "FRONTPAGE"])(
    "never shows on page type %j",
    (pageType) => {
      expect(forcedStorePopup({ ...eligible, pageType })).toEqual({ show: false });
    },
  );

  it("is skipped at 768 px or narrower, shown at 769", () => {
    expect(forcedStorePopup({ ...eligible, viewportWidth: 768 })).toEqual({ show: false });
    expect(forcedStorePopup({ ...eligible, viewportWidth: 320 })).toEqual({ show: false });
    expect(forcedStorePopup({ ...eligible, viewportWidth: Number.NaN })).toEqual({ show: false });
    expect(forcedStorePopup({ ...eligible, viewportWidth: 769 })).toMatchObject({ show: true });
  });

  it("is skipped on Windows Phone", () => {
    const windowsPhone =
      "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.14977";
    expect(forcedStorePopup({ ...eligible, userAgent: windowsPhone })).toEqual({ show: false });
  });

  it("needs a timing of type 'popup' with a delay above 0", () => {
    expect(forcedStorePopup({ ...eligible, timing: null })).toEqual({ show: false });
    expect(forcedStorePopup({ ...eligible, timing: { time: 4000, type: "banner" } })).toEqual({
      show: false,
    });
    expect(forcedStorePopup({ ...eligible, timing: { time: 0, type: "popup" } })).toEqual({ show: false });
    expect(forcedStorePopup({ ...eligible, timing: { time: -5, type: "popup" } })).toEqual({ show: false });
    expect(forcedStorePopup({ ...eligible, timing: { time: Number.NaN, type: "popup" } })).toEqual({
      show: false,
    });
    expect(forcedStorePopup({ ...eligible, timing: { time: Infinity, type: "popup" } })).toEqual({
      show: false,
    });
    expect(forcedStorePopup({ ...eligible, timing: { time: 1, type: "popup" } })).toEqual({
      show: true,
      delayMs: 1,
    });
  });
});
