import { describe, expect, it } from "vitest";
import { addressChoiceLabel } from "./index.ts";

describe("spec/1 §2, §3 — a choice in the address popup's list", () => {
  it("reads as the address's lines and town", () => {
    expect(
      addressChoiceLabel({ line1: "Flat 2, Albion Court", line2: "Victoria Road", city: "Ipswich" }),
    ).toBe("Flat 2, Albion Court, Victoria Road, Ipswich");
  });
  it("leaves out a blank line", () => {
    expect(addressChoiceLabel({ line1: "14 Orchard Close", line2: " ", city: "Ipswich" })).toBe(
      "14 Orchard Close, Ipswich",
    );
  });
});
