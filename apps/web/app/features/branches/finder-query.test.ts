import { describe, expect, it } from "vitest";
import { checkFinderSearch, finderSearchPath, nearbyApiQuery, readFinderQuery } from "./finder-query.ts";

describe("the store finder's address (spec/2 §2)", () => {
  it("reads the place searched and the ticked features, tidied", () => {
    const query = readFinderQuery(
      new URLSearchParams("near=+ ip1   1aa &feature=Showroom&feature=Showroom&feature=+&feature=Tool+Hire"),
    );
    expect(query).toEqual({ near: "ip1 1aa", features: ["Showroom", "Tool Hire"] });
  });

  it("has no search before a place is given, and a blank one when the box was sent empty", () => {
    expect(readFinderQuery(new URLSearchParams("feature=Showroom")).near).toBeNull();
    expect(readFinderQuery(new URLSearchParams("near=+")).near).toBe("");
  });

  it("writes a search as the address that shows it", () => {
    expect(finderSearchPath("IP1 1AA", ["Showroom", "Tool Hire"])).toBe(
      "/storefinder?near=IP1+1AA&feature=Showroom&feature=Tool+Hire",
    );
    expect(
      readFinderQuery(new URL(finderSearchPath("IP1 1AA", ["Showroom"]), "http://x").searchParams),
    ).toEqual({
      near: "IP1 1AA",
      features: ["Showroom"],
    });
  });

  it("asks the API for the place and only the features ticked", () => {
    expect(nearbyApiQuery("IP1 1AA", [])).toEqual({ near: "IP1 1AA" });
    expect(nearbyApiQuery("Ipswich", ["Showroom"])).toEqual({ near: "Ipswich", feature: ["Showroom"] });
  });
});

describe("a store finder search (spec/2 §5)", () => {
  it.each(["", "   "])("refuses %j with the finder's own words", (typed) => {
    expect(checkFinderSearch(typed)).toEqual({
      ok: false,
      message: "Please enter a valid postcode to find your local stores.",
    });
  });

  it("writes a postcode the one way, so it is searched and remembered once", () => {
    expect(checkFinderSearch(" ip11aa ")).toEqual({ ok: true, near: "IP1 1AA" });
  });

  it("passes a town on for the API to find", () => {
    expect(checkFinderSearch("  Milton   Keynes ")).toEqual({ ok: true, near: "Milton Keynes" });
  });
});
