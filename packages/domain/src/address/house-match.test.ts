import { describe, expect, it } from "vitest";
import { addressesMatchingHouse } from "./index.ts";

const at = (line1: string, line2 = "") => ({ line1, line2 });
const STREET = [
  at("14 Orchard Close"),
  at("140 Orchard Close"),
  at("16 Orchard Close"),
  at("Flat 2, Albion Court", "Orchard Close"),
  at("Flat 12, Albion Court", "Orchard Close"),
  at("Rose Cottage", "Orchard Close"),
  at("14A Orchard Close"),
];
const lines = (found: { line1: string }[]) => found.map((address) => address.line1);

describe("spec/1 §3 LookupNumber, §5 lookup mode — the postcode's addresses a house number or name stands for", () => {
  it("finds a house number as a whole word, never inside another number", () => {
    expect(lines(addressesMatchingHouse("14", STREET))).toEqual(["14 Orchard Close"]);
    expect(lines(addressesMatchingHouse("16", STREET))).toEqual(["16 Orchard Close"]);
  });

  it("finds a house name, a flat or a number with its letter, whatever the case and spacing", () => {
    expect(lines(addressesMatchingHouse("  rose   COTTAGE ", STREET))).toEqual(["Rose Cottage"]);
    expect(lines(addressesMatchingHouse("flat 2", STREET))).toEqual(["Flat 2, Albion Court"]);
    expect(lines(addressesMatchingHouse("14a", STREET))).toEqual(["14A Orchard Close"]);
  });

  it("reads the number with its street, and punctuation as a space", () => {
    expect(lines(addressesMatchingHouse("14, Orchard Close", STREET))).toEqual(["14 Orchard Close"]);
    expect(lines(addressesMatchingHouse("Flat 2 Albion Court", STREET))).toEqual(["Flat 2, Albion Court"]);
  });

  it("gives every address the words fit, in order, when they fit several", () => {
    expect(lines(addressesMatchingHouse("Albion Court", STREET))).toEqual([
      "Flat 2, Albion Court",
      "Flat 12, Albion Court",
    ]);
  });

  it("gives none for words no address holds, or for no words at all", () => {
    expect(addressesMatchingHouse("15", STREET)).toEqual([]);
    expect(addressesMatchingHouse("Ivy Cottage", STREET)).toEqual([]);
    expect(addressesMatchingHouse(" , ", STREET)).toEqual([]);
  });
});
