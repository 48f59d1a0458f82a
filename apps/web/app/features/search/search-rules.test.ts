import { describe, expect, it } from "vitest";
import { searchResultsPath } from "./search-rules.ts";

describe("search results address", () => {
  it("goes to the results page with the trimmed text", () => {
    expect(searchResultsPath("  oak & ash ")).toBe("/search?q=oak+%26+ash");
  });
});
