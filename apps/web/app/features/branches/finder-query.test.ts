import { describe, expect, it } from "vitest";
import { finderApiQuery, readFinderQuery } from "./finder-query.ts";

describe("the store finder's query", () => {
  it("reads the typed place and the ticked features, tidied", () => {
    const query = readFinderQuery(
      new URLSearchParams(
        "q=+ Milton   Keynes &feature=Showroom&feature=Showroom&feature=+&feature=Tool+Hire",
      ),
    );
    expect(query).toEqual({ q: "Milton Keynes", features: ["Showroom", "Tool Hire"] });
    expect(finderApiQuery(query)).toEqual({ q: "Milton Keynes", feature: ["Showroom", "Tool Hire"] });
  });

  it("asks for every branch when nothing is typed or ticked", () => {
    expect(finderApiQuery(readFinderQuery(new URLSearchParams("q=+")))).toEqual({});
  });
});
