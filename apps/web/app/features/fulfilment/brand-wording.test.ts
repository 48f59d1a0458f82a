import { describe, expect, it } from "vitest";
import { selectorWording } from "./brand-wording.ts";

describe("store selector wording and layout by brand (spec/2 §1)", () => {
  it("BU and HB choose a branch beside its card", () => {
    for (const brand of ["BU", "HB"]) {
      expect(selectorWording(brand)).toEqual({
        place: "branch",
        title: "Choose Your Branch",
        chooseLabel: "Choose a branch",
        currentBranch: "card",
      });
    }
  });

  it("TG chooses a trade centre", () => {
    expect(selectorWording("TG")).toMatchObject({
      title: "Choose Your Trade Centre",
      chooseLabel: "Choose a trade centre",
    });
  });

  it("SG keeps the older selector: a store, with a static map", () => {
    expect(selectorWording("SG")).toEqual({
      place: "store",
      title: "Choose Your Store",
      chooseLabel: "Choose a store",
      currentBranch: "map",
    });
  });
});
