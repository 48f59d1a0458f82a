import { describe, expect, it } from "vitest";
import { pagerItems, type PagerItem } from "./pager.ts";

/** "1 … 4 5 6 … 10" */
const show = (items: PagerItem[]) => items.map((item) => (item.kind === "page" ? item.page : "…")).join(" ");

describe("numbered pager", () => {
  it("shows nothing when everything fits on one page", () => {
    expect(pagerItems(1, 0)).toEqual([]);
    expect(pagerItems(1, 1)).toEqual([]);
  });

  it("lists every page when there are seven or fewer", () => {
    expect(show(pagerItems(3, 7))).toBe("1 2 3 4 5 6 7");
  });

  it("keeps the first and last page and the current page's neighbours in a long listing", () => {
    expect(show(pagerItems(1, 20))).toBe("1 2 3 4 5 … 20");
    expect(show(pagerItems(4, 20))).toBe("1 2 3 4 5 … 20");
    expect(show(pagerItems(5, 20))).toBe("1 … 4 5 6 … 20");
    expect(show(pagerItems(16, 20))).toBe("1 … 15 16 17 … 20");
    expect(show(pagerItems(17, 20))).toBe("1 … 16 17 18 19 20");
    expect(show(pagerItems(20, 20))).toBe("1 … 16 17 18 19 20");
  });

  it("never hides a single page behind a gap", () => {
    for (let current = 1; current <= 12; current++) {
      const pages = pagerItems(current, 12).flatMap((item) => (item.kind === "page" ? [item.page] : []));
      const gaps = pages.slice(1).map((page, i) => page - pages[i]!);
      expect(gaps.every((gap) => gap === 1 || gap > 2)).toBe(true);
      expect(pages).toContain(current);
    }
  });

  it("clamps a page beyond the end to the last page", () => {
    expect(show(pagerItems(99, 20))).toBe("1 … 16 17 18 19 20");
  });
});
