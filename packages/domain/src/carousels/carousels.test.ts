import { describe, expect, it } from "vitest";
import {
  ALTERNATIVES_SLIDER,
  BRAND_CAROUSEL,
  CROSS_SELL_SLIDER,
  MAGIC_CAROUSEL,
  SPONSOR_CAROUSEL,
  visibleCount,
} from "./layouts.ts";
import {
  lastStart,
  nextStart,
  previousStart,
  ROW_SWIPE_THRESHOLD,
  SLIDE_SWIPE_THRESHOLD,
  sponsorImageHeight,
  swipeMove,
} from "./movement.ts";

const countsAt = (layout: Parameters<typeof visibleCount>[0], widths: number[]) =>
  widths.map((width) => visibleCount(layout, width));

describe("spec/3 §9 carousel constants — items in view by width", () => {
  it("sponsor carousel: 6, 4 at 600, 3 at 480", () => {
    expect(countsAt(SPONSOR_CAROUSEL, [1280, 601, 600, 481, 480, 375])).toEqual([6, 6, 4, 4, 3, 3]);
  });

  it("brand carousel: 10, then 8, 6, 4, 3 at 1024, 800, 600, 480", () => {
    expect(countsAt(BRAND_CAROUSEL, [1280, 1024, 800, 600, 480, 320])).toEqual([10, 8, 6, 4, 3, 3]);
    expect(countsAt(BRAND_CAROUSEL, [1025, 801, 601, 481])).toEqual([10, 8, 6, 4]);
  });

  it("magic carousel: 5, 3 at 1024, 1 at 800 and below", () => {
    expect(countsAt(MAGIC_CAROUSEL, [1280, 1024, 801, 800, 375])).toEqual([5, 3, 3, 1, 1]);
  });

  it("product sliders: alternatives 5/3/2, cross-sell and related 3/2", () => {
    expect(countsAt(ALTERNATIVES_SLIDER, [1280, 1024, 800, 375])).toEqual([5, 3, 2, 2]);
    expect(countsAt(CROSS_SELL_SLIDER, [1280, 801, 800, 375])).toEqual([3, 3, 2, 2]);
  });
});

describe("spec/3 §4 slider — wraps to the first slide", () => {
  it("moves on one item at a time, and after the last full view goes back to the first", () => {
    // 8 sponsors, 6 in view: first items 0, 1, 2, then round to 0.
    expect(lastStart(8, 6)).toBe(2);
    expect([0, 1, 2].map((start) => nextStart(start, 8, 6))).toEqual([1, 2, 0]);
  });

  it("goes back round to the last full view from the first", () => {
    expect(previousStart(0, 8, 6)).toBe(2);
    expect(previousStart(2, 8, 6)).toBe(1);
  });

  it("stays put when every item is in view", () => {
    expect(lastStart(3, 5)).toBe(0);
    expect(nextStart(0, 3, 5)).toBe(0);
    expect(previousStart(0, 3, 5)).toBe(0);
  });

  it("keeps within the row when the screen widens and fewer starts remain", () => {
    expect(previousStart(5, 8, 6)).toBe(2);
  });
});

describe("spec/2 §9 and spec/3 §9 swipe thresholds", () => {
  it("a carousel row moves once a swipe crosses 8% of its width (spec/2 §9)", () => {
    expect(swipeMove(-29, 375, ROW_SWIPE_THRESHOLD)).toBe(0);
    expect(swipeMove(-30, 375, ROW_SWIPE_THRESHOLD)).toBe(1);
    expect(swipeMove(31, 375, ROW_SWIPE_THRESHOLD)).toBe(-1);
  });

  it("a one-at-a-time slider needs one fifth of its width (spec/3 §9)", () => {
    expect(swipeMove(-74, 375, SLIDE_SWIPE_THRESHOLD)).toBe(0);
    expect(swipeMove(-75, 375, SLIDE_SWIPE_THRESHOLD)).toBe(1);
    expect(swipeMove(80, 375, SLIDE_SWIPE_THRESHOLD)).toBe(-1);
  });

  it("does not move a slider that has no width", () => {
    expect(swipeMove(-50, 0, ROW_SWIPE_THRESHOLD)).toBe(0);
  });
});

describe("spec/3 §5 sponsor image height", () => {
  it("is 66% of the slider's height, at least 90 px", () => {
    expect(sponsorImageHeight(200)).toBe(132);
    expect(sponsorImageHeight(100)).toBe(90);
  });
});
