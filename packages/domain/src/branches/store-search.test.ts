import { describe, expect, it } from "vitest";
import {
  checkLocationSearch,
  checkStoreSelectorSearch,
  isStoreSearchEnabled,
  STORE_SEARCH_MIN_NON_SPACE_CHARACTERS,
} from "./store-search.ts";

describe("spec/2 §5, §9 Store selector — search buttons enabled above 2 non-space characters", () => {
  it("has the spec's threshold", () => expect(STORE_SEARCH_MIN_NON_SPACE_CHARACTERS).toBe(3));
  it.each(["", "   ", "ab", "a b", " a  b "])("keeps the buttons disabled for %j", (input) => {
    expect(isStoreSearchEnabled(input)).toBe(false);
  });
  it.each(["abc", "a b c", " M1 1", "LS1"])("enables them for %j", (input) => {
    expect(isStoreSearchEnabled(input)).toBe(true);
  });
});

describe("spec/2 §5 Store selector — empty search by brand", () => {
  it.each(["BU", "HB", "TG", "bu", " tg "])("brand %j shows the inline error", (brand) => {
    expect(checkStoreSelectorSearch("  ", { brand, fulfilment: "collection" })).toEqual({
      ok: false,
      code: "search_empty",
      message: "Please enter a valid postcode",
      display: "inline",
    });
  });

  it.each(["SG", "", "XX"])("brand %j raises the 'Oops!' alert", (brand) => {
    expect(checkStoreSelectorSearch("", { brand, fulfilment: "delivery" })).toEqual({
      ok: false,
      code: "search_empty",
      message: "Please enter a search term.",
      display: "alert",
      title: "Oops!",
    });
  });
});

describe("spec/2 §5 Store selector — invalid postcode", () => {
  it("refuses a place name for delivery, inline for BU/HB/TG", () => {
    expect(checkStoreSelectorSearch("Leeds", { brand: "HB", fulfilment: "delivery" })).toEqual({
      ok: false,
      code: "postcode_invalid",
      message: "Please enter a valid postcode",
      display: "inline",
    });
  });

  it("refuses a place name for delivery with an alert elsewhere", () => {
    expect(checkStoreSelectorSearch("LS1 4A", { brand: "SG", fulfilment: "delivery" })).toEqual({
      ok: false,
      code: "postcode_invalid",
      message: "Please enter a valid postcode",
      display: "alert",
      title: "Oops!",
    });
  });

  it("takes a normalised postcode for delivery", () => {
    expect(checkStoreSelectorSearch(" ls14ap ", { brand: "BU", fulfilment: "delivery" })).toEqual({
      ok: true,
      value: { kind: "postcode", postcode: "LS1 4AP" },
    });
  });

  it("takes a postcode or a place for collection", () => {
    expect(checkStoreSelectorSearch("ls14ap", { brand: "BU", fulfilment: "collection" })).toEqual({
      ok: true,
      value: { kind: "postcode", postcode: "LS1 4AP" },
    });
    expect(checkStoreSelectorSearch("  Leeds ", { brand: "BU", fulfilment: "collection" })).toEqual({
      ok: true,
      value: { kind: "location", text: "Leeds" },
    });
  });
});

describe("spec/2 §5 Find store and spec/3 §5 Change store — location search", () => {
  it("refuses an empty find-store box", () => {
    expect(checkLocationSearch("find-store", " ")).toEqual({
      ok: false,
      code: "search_empty",
      message: "Please enter a location, address or postcode.",
    });
  });

  it("refuses an empty app change-store postcode", () => {
    expect(checkLocationSearch("app-change-store", "")).toEqual({
      ok: false,
      code: "search_empty",
      message: "Sorry there were no results, please try again.",
    });
  });

  it("reads a postcode, ignoring spaces, else a location for the maps service", () => {
    expect(checkLocationSearch("app-change-store", "m 1 1 a e")).toEqual({
      ok: true,
      value: { kind: "postcode", postcode: "M1 1AE" },
    });
    expect(checkLocationSearch("find-store", "10 Downing Street, London")).toEqual({
      ok: true,
      value: { kind: "location", text: "10 Downing Street, London" },
    });
  });
});
