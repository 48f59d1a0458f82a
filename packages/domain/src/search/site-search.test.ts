import { describe, expect, it } from "vitest";
import {
  EMPTY_SEARCH_DIALOG_MS,
  EMPTY_SEARCH_MESSAGE,
  isSubmittableSearch,
  shouldAutocomplete,
} from "./index.ts";

describe("spec/1 §5 Search and lookups — site autocomplete after more than 2 characters", () => {
  it.each([
    ["", false],
    ["ti", false],
    ["  ti  ", false],
    ["tim", true],
    [" tim", true],
    ["timber", true],
  ])("%j → %s", (text, expected) => {
    expect(shouldAutocomplete(text)).toBe(expected);
  });
});

describe("spec/1 §5 Search and lookups — empty site search", () => {
  it("refuses an empty or blank search", () => {
    expect(isSubmittableSearch("")).toBe(false);
    expect(isSubmittableSearch("   ")).toBe(false);
  });
  it("submits any other text", () => {
    expect(isSubmittableSearch("a")).toBe(true);
  });
  it("shows the spec's words, with one full stop, for 2 seconds (spec/1 §9)", () => {
    expect(EMPTY_SEARCH_MESSAGE).toBe(
      "Unfortunately, the search you have requested is empty, please try again.",
    );
    expect(EMPTY_SEARCH_DIALOG_MS).toBe(2000);
  });
});
