import { describe, expect, it } from "vitest";
import { KEY_CANNOT_BE_UNDONE, REPORTING_ERROR } from "./messages.ts";
import { keyRegenerateOutcome, keyRemoveOutcome } from "./reporting-keys.ts";
import { DEFAULT_REPORT_PAGE, REPORTING_KEY_MARK, reportingKeyPrefix, reportPage } from "./reporting.ts";
import { REQUEST_TIMEOUT_MS } from "./timings.ts";

describe("spec/3 §2, §9 reporting dashboard — numbered pages from page 1", () => {
  const rows = Array.from({ length: 12 }, (_, i) => i + 1);

  it("opens on page 1", () => {
    expect(DEFAULT_REPORT_PAGE).toBe(1);
    expect(reportPage(rows, DEFAULT_REPORT_PAGE, 5)).toEqual({
      page: 1,
      pages: 3,
      total: 12,
      rows: [1, 2, 3, 4, 5],
    });
  });

  it("gives the last page its remainder", () => {
    expect(reportPage(rows, 3, 5)).toEqual({ page: 3, pages: 3, total: 12, rows: [11, 12] });
  });

  it.each([
    [0, 1],
    [-4, 1],
    [Number.NaN, 1],
    [99, 3],
  ])("reads page %s as page %s", (asked, shown) => {
    expect(reportPage(rows, asked, 5).page).toBe(shown);
  });

  it("has one empty page when there is nothing to show", () => {
    expect(reportPage([], 1)).toEqual({ page: 1, pages: 1, total: 0, rows: [] });
  });
});

describe("spec/3 §5, §8, §9 database reporting keys", () => {
  it("lists a key by its mark and six more characters", () => {
    expect(reportingKeyPrefix(`${REPORTING_KEY_MARK}AbCdEf123456789`)).toBe("rk_AbCdEf");
  });

  it("asks for confirmation that a change cannot be undone", () => {
    expect(KEY_CANNOT_BE_UNDONE).toMatch(/cannot be undone/);
  });

  it("gives the four result dialogs the spec's words", () => {
    expect(keyRegenerateOutcome(true)).toEqual({ title: "Key Regenerated", text: "Your new key is active." });
    expect(keyRegenerateOutcome(false)).toEqual({ title: "Key NOT Regenerated", text: "Please try again." });
    expect(keyRemoveOutcome(true)).toEqual({ title: "Key Removed", text: "The key has been removed." });
    expect(keyRemoveOutcome(false)).toEqual({ title: "Key NOT Removed", text: "Please try again." });
  });

  it("gives keys and widgets 20 s, and a failed widget the spec's words", () => {
    expect(REQUEST_TIMEOUT_MS.reportingKeys).toBe(20_000);
    expect(REQUEST_TIMEOUT_MS.widgets).toBe(20_000);
    expect(REPORTING_ERROR).toBe("Sorry there has been an error, please try again.");
  });
});
