import { describe, expect, it } from "vitest";
import { sponsorImageHeight } from "./sponsor-image.ts";

describe("spec/3 §5, §9 — sponsor image 66% of the slider height, at least 90 px", () => {
  it.each([
    [500, 330],
    [300, 198],
    [137, 90],
    [136, 90],
    [138, 91],
    [0, 90],
    [-200, 90],
    [Number.NaN, 90],
    [Number.POSITIVE_INFINITY, 90],
  ])("a slider of %s px gives %i px", (slider, image) => {
    expect(sponsorImageHeight(slider)).toBe(image);
  });
});
