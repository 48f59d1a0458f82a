import { describe, expect, it } from "vitest";
import {
  BRANCH_CHOICE_SEPARATOR,
  BRANCH_SEARCH_DEBOUNCE_MS,
  BRANCH_SEARCH_MIN_CHARACTERS,
  BRANCH_SEARCH_SLIDE_MS,
  BRANCH_SEARCH_TIMEOUT_MS,
  branchSearchNoMatchMessage,
  checkBranchSearchPhrase,
  joinBranchChoice,
  parseBranchChoice,
} from "./branch-search.ts";

describe("spec/1 §9 Branch search — constants", () => {
  it("has the spec's limits", () => {
    expect(BRANCH_SEARCH_MIN_CHARACTERS).toBe(3);
    expect(BRANCH_SEARCH_DEBOUNCE_MS).toBe(1000);
    expect(BRANCH_SEARCH_TIMEOUT_MS).toBe(30000);
    expect(BRANCH_SEARCH_SLIDE_MS).toBe(500);
  });
});

describe("spec/1 §5 Search and lookups — branch search phrase", () => {
  const tooShort = {
    ok: false,
    code: "phrase_too_short",
    message: "Please enter at least 3 characters to search our stores.",
  };
  const invalid = {
    ok: false,
    code: "phrase_invalid",
    message: "Please enter a valid search phrase using a location name or postcode.",
  };

  it.each(["", "  ", "ab", " ab ", "a  "])("refuses %j as too short", (input) => {
    expect(checkBranchSearchPhrase(input)).toEqual(tooShort);
  });

  it("accepts exactly 3 characters", () => {
    expect(checkBranchSearchPhrase("Ely")).toEqual({ ok: true, value: "Ely" });
  });

  it("counts characters after trimming and collapsing spaces", () => {
    expect(checkBranchSearchPhrase("  St   Albans ")).toEqual({ ok: true, value: "St Albans" });
  });

  it.each([
    "St. Albans",
    "King's Lynn",
    "Stoke-on-Trent",
    "Bishop's Stortford, Herts",
    "Brighton & Hove",
    "LS1 4AP",
    "Ystradgynlais",
    "Bishop’s Castle",
  ])("accepts the place name or postcode %j", (input) =>
    expect(checkBranchSearchPhrase(input)).toMatchObject({ ok: true }),
  );

  it.each(["<script>", "***", "...", "leeds; drop table", "a@b.com", "-Leeds", "100%"])(
    "refuses the phrase %j",
    (input) => {
      expect(checkBranchSearchPhrase(input)).toEqual(invalid);
    },
  );
});

describe("spec/1 §8 Error catalogue — branch search no match", () => {
  it("names the phrase", () => {
    expect(branchSearchNoMatchMessage(" Narnia ")).toBe(
      "Sorry, there are no branches that match Narnia, please try refining your search using a location name or postcode.",
    );
  });
});

describe("spec/1 §4 Branch-name autocomplete — hidden branch choice", () => {
  it("joins the branch code and id with a bar", () => {
    expect(BRANCH_CHOICE_SEPARATOR).toBe("|");
    expect(joinBranchChoice({ branchCode: "LDS01", id: 42 })).toBe("LDS01|42");
  });

  it("reads back what it wrote", () => {
    expect(parseBranchChoice(joinBranchChoice({ branchCode: "LDS01", id: 42 }))).toEqual({
      branchCode: "LDS01",
      id: 42,
    });
    expect(parseBranchChoice("A|B|7")).toEqual({ branchCode: "A|B", id: 7 });
  });

  it.each([
    "",
    "LDS01",
    "|42",
    "LDS01|",
    "LDS01|0",
    "LDS01|-3",
    "LDS01|4.5",
    "LDS01|abc",
    "LDS01|99999999999999999999",
  ])("refuses %j", (value) => expect(parseBranchChoice(value)).toBeNull());
});
