/** The payload of a notice naming rows by id (migrations 0017, 0033), as every follower reads it. */
import { describe, expect, it } from "vitest";
import { idsNoticed } from "./notice-listeners.ts";

describe("idsNoticed", () => {
  it("reads the ids a notice names, leaving out anything that is not a positive whole id", () => {
    expect(idsNoticed("7,12,300000")).toEqual([7, 12, 300000]);
    expect(idsNoticed("7,not-a-product,-3,0,1.5,,9007199254740993")).toEqual([7]);
  });

  it("reads '*' as everything", () => {
    expect(idsNoticed("*")).toBe("everything");
    expect(idsNoticed("*,7")).toEqual([7]);
  });
});
