import { describe, expect, it } from "vitest";
import { finderApiParams, readFinderQuery } from "./finder-query.ts";

describe("the store finder's query", () => {
  it("reads the typed place and the ticked features, tidied", () => {
    const query = readFinderQuery(
      new URLSearchParams(
        "q=+ Milton   Keynes &feature=Showroom&feature=Showroom&feature=+&feature=Tool+Hire",
      ),
    );
    expect(query).toEqual({ q: "Milton Keynes", features: ["Showroom", "Tool Hire"] });
    expect(finderApiParams(query).toString()).toBe("q=Milton+Keynes&feature=Showroom&feature=Tool+Hire");
  });

  it("asks for every branch when nothing is typed or ticked", () => {
    expect(finderApiParams(readFinderQuery(new URLSearchParams("q=+"))).size).toBe(0);
  });
});
