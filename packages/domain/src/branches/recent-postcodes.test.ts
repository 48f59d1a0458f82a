import { describe, expect, it } from "vitest";
import {
  readRecentPostcodes,
  RECENT_POSTCODES_COOKIE,
  RECENT_POSTCODES_KEPT,
  RECENT_POSTCODES_SHOWN,
  recentPostcodesToShow,
  rememberPostcode,
} from "./recent-postcodes.ts";

const many = ["A1 1AA", "A2 1AA", "A3 1AA", "A4 1AA", "A5 1AA", "A6 1AA", "A7 1AA"];

describe("spec/2 §9 Recent postcodes — constants", () => {
  it("keeps about 7 and shows 5 in the postcodeList cookie", () => {
    expect(RECENT_POSTCODES_KEPT).toBe(7);
    expect(RECENT_POSTCODES_SHOWN).toBe(5);
    expect(RECENT_POSTCODES_COOKIE).toBe("postcodeList");
  });
});

describe("spec/2 §5 Recent postcodes — only valid postcodes are remembered", () => {
  it("appends a valid postcode, normalised", () => {
    expect(rememberPostcode(["A1 1AA"], "ls14ap")).toEqual(["A1 1AA", "LS1 4AP"]);
  });
  it.each(["", "   ", "Leeds", "LS1", "12345"])("ignores %j", (input) => {
    expect(rememberPostcode(["A1 1AA"], input)).toEqual(["A1 1AA"]);
  });
  it("does not change the list it was given", () => {
    const recent = ["A1 1AA"];
    rememberPostcode(recent, "LS1 4AP");
    expect(recent).toEqual(["A1 1AA"]);
  });
});

describe("spec/2 §9 Recent postcodes — a repeated postcode moves to the end", () => {
  it("moves a repeat to the end, where it is the newest", () => {
    expect(rememberPostcode(["A1 1AA", "A2 1AA", "A3 1AA"], "a1 1aa")).toEqual([
      "A2 1AA",
      "A3 1AA",
      "A1 1AA",
    ]);
  });
  it("keeps the list as it is when the newest is repeated", () => {
    expect(rememberPostcode(["A1 1AA", "A2 1AA"], "A2 1AA")).toEqual(["A1 1AA", "A2 1AA"]);
  });
});

describe("spec/2 §9 Recent postcodes — about 7 kept", () => {
  it("keeps 7 and drops the oldest when an eighth arrives", () => {
    expect(rememberPostcode(many.slice(0, 6), "A7 1AA")).toHaveLength(7);
    expect(rememberPostcode(many, "A8 1AA")).toEqual([...many.slice(1), "A8 1AA"]);
  });
  it("keeps 7 when a repeat arrives in a full list", () => {
    expect(rememberPostcode(many, "A1 1AA")).toEqual([...many.slice(1), "A1 1AA"]);
  });
});

describe("spec/2 §9 Recent postcodes — the 5 most recent shown newest first", () => {
  it("shows the last 5, newest first", () => {
    expect(recentPostcodesToShow(many)).toEqual(["A7 1AA", "A6 1AA", "A5 1AA", "A4 1AA", "A3 1AA"]);
  });
  it("shows fewer when fewer are kept, and none when empty", () => {
    expect(recentPostcodesToShow(["A1 1AA", "A2 1AA"])).toEqual(["A2 1AA", "A1 1AA"]);
    expect(recentPostcodesToShow([])).toEqual([]);
  });
  it("shows a repeated postcode first", () => {
    expect(recentPostcodesToShow(rememberPostcode(many, "A3 1AA"))[0]).toBe("A3 1AA");
  });
});

describe("spec/2 §3 Storage — reading the stored list back", () => {
  it("reads a stored JSON array", () => {
    expect(readRecentPostcodes(JSON.stringify(["A1 1AA", "LS1 4AP"]))).toEqual(["A1 1AA", "LS1 4AP"]);
  });
  it("normalises, drops junk and keeps a repeat at its latest place", () => {
    expect(
      readRecentPostcodes(JSON.stringify(["ls14ap", 7, null, "junk", "A1 1AA", "LS1 4AP", { a: 1 }])),
    ).toEqual(["A1 1AA", "LS1 4AP"]);
  });
  it("keeps only the newest 7 of a longer stored list", () => {
    expect(readRecentPostcodes(JSON.stringify([...many, "A8 1AA", "A9 1AA"]))).toEqual([
      ...many.slice(2),
      "A8 1AA",
      "A9 1AA",
    ]);
  });
  it.each([undefined, null, "", "not json", '{"a":1}', '"A1 1AA"', "42"])(
    "reads %j as an empty list",
    (stored) => {
      expect(readRecentPostcodes(stored)).toEqual([]);
    },
  );
});
