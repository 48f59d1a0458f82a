import { describe, expect, it } from "vitest";
import { mapReachMiles, offsetMiles, scaleBarMiles } from "./static-map.ts";

const ipswich = { lat: 52.0567, lng: 1.1482 };

describe("the static map's projection", () => {
  it("puts a place north of the centre above it and east to the right", () => {
    const north = offsetMiles({ lat: 52.2, lng: 1.1482 }, ipswich);
    expect(north.x).toBeCloseTo(0);
    expect(north.y).toBeCloseTo(-9.9, 1);
    expect(offsetMiles({ lat: 52.0567, lng: 1.3 }, ipswich).x).toBeGreaterThan(6);
  });

  it("reaches a little past the farthest place, never under 2 miles", () => {
    expect(mapReachMiles([], ipswich)).toBe(2);
    expect(mapReachMiles([{ lat: 52.2, lng: 1.1482 }], ipswich)).toBeCloseTo(9.9 * 1.15, 0);
  });

  it("draws a round scale of at most half the reach", () => {
    expect(scaleBarMiles(2)).toBe(1);
    expect(scaleBarMiles(11.4)).toBe(5);
    expect(scaleBarMiles(45)).toBe(20);
  });
});
