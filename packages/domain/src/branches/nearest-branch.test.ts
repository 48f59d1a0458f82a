import { describe, expect, it } from "vitest";
import { distanceMiles, latitudeGapMiles, markNearestBranch } from "./nearest-branch.ts";

const leeds = { lat: 53.7997, lng: -1.5492 };
const london = { lat: 51.5074, lng: -0.1278 };

describe("spec/2 §9 Distances in miles — haversine", () => {
  it("is 0 between a point and itself", () => {
    expect(distanceMiles(leeds, leeds)).toBe(0);
  });
  it("measures Leeds to London at about 169 miles, both ways", () => {
    expect(distanceMiles(leeds, london)).toBeCloseTo(169.4, 0);
    expect(distanceMiles(london, leeds)).toBeCloseTo(distanceMiles(leeds, london), 9);
  });
  it("measures one degree of latitude at about 69 miles", () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.09, 1);
  });
  it("handles antipodes without leaving the sphere", () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 3958.8, 3);
  });
  it("gives NaN for a coordinate that is not a number", () => {
    expect(distanceMiles({ lat: Number.NaN, lng: 0 }, leeds)).toBeNaN();
  });
  it("has a north–south gap never longer than the distance, and equal to it along a meridian", () => {
    expect(latitudeGapMiles(leeds, london)).toBeCloseTo(158.2, 0);
    const meridian = { lat: 50.1, lng: leeds.lng };
    expect(latitudeGapMiles(leeds, meridian)).toBeCloseTo(distanceMiles(leeds, meridian), 6);
    // Over a grid of places around Great Britain, the gap is a floor the distance never goes under.
    for (let lat = 49; lat <= 61; lat += 0.37) {
      for (let lng = -8; lng <= 2; lng += 0.41) {
        const place = { lat, lng };
        expect(latitudeGapMiles(leeds, place)).toBeLessThanOrEqual(distanceMiles(leeds, place));
      }
    }
  });
});

describe("spec/2 §9 Nearest branch flag", () => {
  const branch = (distance: number, maxDeliveryDistanceMiles = 20) => ({
    distance,
    maxDeliveryDistanceMiles,
  });

  it("flags the first result above 0 and under its maximum delivery miles", () => {
    const flags = markNearestBranch([branch(3), branch(5)]).map((r) => r.nearest);
    expect(flags).toEqual([true, false]);
  });

  it("skips a distance of 0 and a branch out of its delivery radius", () => {
    const flags = markNearestBranch([branch(0), branch(25), branch(20), branch(19.9), branch(4)]).map(
      (r) => r.nearest,
    );
    expect(flags).toEqual([false, false, false, true, false]);
  });

  it("uses each branch's own maximum", () => {
    const flags = markNearestBranch([branch(12, 10), branch(12, 15)]).map((r) => r.nearest);
    expect(flags).toEqual([false, true]);
  });

  it("flags nothing when no result qualifies, including junk distances", () => {
    const flags = markNearestBranch([branch(-1), branch(Number.NaN), branch(5, Number.NaN), branch(30)]).map(
      (r) => r.nearest,
    );
    expect(flags).toEqual([false, false, false, false]);
    expect(markNearestBranch([])).toEqual([]);
  });

  it("keeps every other field of the result", () => {
    expect(markNearestBranch([{ id: 9, distance: 1, maxDeliveryDistanceMiles: 5 }])).toEqual([
      { id: 9, distance: 1, maxDeliveryDistanceMiles: 5, nearest: true },
    ]);
  });
});
