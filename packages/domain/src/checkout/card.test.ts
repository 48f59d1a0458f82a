import { describe, expect, it } from "vitest";
import {
  cardBrand,
  detectCardType,
  matchesCardType,
  needsIssueNumber,
  normaliseCardNumber,
  parseCardTypeId,
} from "./card-types.ts";
import { passesLuhn } from "./luhn.ts";

/** Appends the Luhn check digit, so each test number is valid unless a test says otherwise. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(body + digit)) return body + digit;
  throw new Error("unreachable");
}
const number = (prefix: string, length: number): string => withCheckDigit(prefix.padEnd(length - 1, "0"));

describe("spec/1 §5 Checkout — the Luhn check", () => {
  it.each(["4111111111111111", "5555555555554444", "79927398713", "0"])("passes %s", (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });
  it.each(["4111111111111112", "79927398710", "", " ", "4111 1111 1111 1111", "abcd", "-4111111111111111"])(
    "fails %j",
    (digits) => {
      expect(passesLuhn(digits)).toBe(false);
    },
  );
});

describe("spec/1 §3 card types — type 1: 13 to 19 digits starting 4", () => {
  it.each([13, 16, 19])("takes %i digits", (length) => {
    expect(matchesCardType(number("4", length), 1)).toBe(true);
    expect(detectCardType(number("4", length))).toBe(1);
  });
  it.each([12, 20])("refuses %i digits", (length) => {
    expect(matchesCardType(number("4", length), 1)).toBe(false);
    expect(detectCardType(number("4", length))).toBeNull();
  });
});

describe("spec/1 §3 card types — type 2: 16 digits starting 51 to 55", () => {
  it.each(["51", "53", "55"])("takes prefix %s", (prefix) => {
    expect(matchesCardType(number(prefix, 16), 2)).toBe(true);
    expect(detectCardType(number(prefix, 16))).toBe(2);
  });
  it("refuses 15 and 17 digits", () => {
    expect(matchesCardType(number("51", 15), 2)).toBe(false);
    expect(matchesCardType(number("51", 17), 2)).toBe(false);
  });
  it("leaves 50 and 56 to type 3 rather than type 2", () => {
    expect(matchesCardType(number("50", 16), 2)).toBe(false);
    expect(matchesCardType(number("56", 16), 2)).toBe(false);
  });
});

describe("spec/1 §3 card types — type 3: 12 to 19 digits starting 50 or 56 to 69", () => {
  it.each(["50", "56", "59", "60", "69"])("takes prefix %s", (prefix) => {
    expect(matchesCardType(number(prefix, 16), 3)).toBe(true);
  });
  it.each([12, 19])("takes %i digits", (length) => {
    expect(detectCardType(number("56", length))).toBe(3);
  });
  it.each([11, 20])("refuses %i digits", (length) => {
    expect(matchesCardType(number("56", length), 3)).toBe(false);
  });
  it.each(["51", "55", "70", "49"])("refuses prefix %s", (prefix) => {
    expect(matchesCardType(number(prefix, 16), 3)).toBe(false);
  });
});

describe("spec/1 §3 card types — type 5: 16 to 18 digits starting 6767", () => {
  it.each([16, 18])("takes %i digits and detection prefers it over type 3", (length) => {
    expect(matchesCardType(number("6767", length), 5)).toBe(true);
    expect(detectCardType(number("6767", length))).toBe(5);
  });
  it("refuses 15 and 19 digits, which type 3 still takes", () => {
    expect(matchesCardType(number("6767", 15), 5)).toBe(false);
    expect(detectCardType(number("6767", 15))).toBe(3);
    expect(matchesCardType(number("6767", 19), 5)).toBe(false);
    expect(detectCardType(number("6767", 19))).toBe(3);
  });
});

describe("spec/1 §3 card types — input handling", () => {
  it("strips spaces typed in groups", () => {
    expect(normaliseCardNumber(" 4111 1111\t1111 1111 ")).toBe("4111111111111111");
    expect(detectCardType("4111 1111 1111 1111")).toBe(1);
  });
  it.each(["", "   ", "4111-1111-1111-1111", "4111x11111111111", "NaN"])("detects nothing in %j", (junk) => {
    expect(detectCardType(junk)).toBeNull();
  });
  it.each([
    ["1", 1],
    [" 2 ", 2],
    [3, 3],
    ["5", 5],
  ] as const)("reads the form's CardTypeID %j", (raw, id) => {
    expect(parseCardTypeId(raw)).toBe(id);
  });
  it.each(["4", "0", "", "visa", null, undefined, Number.NaN, "1.5"])("refuses the CardTypeID %j", (raw) => {
    expect(parseCardTypeId(raw)).toBeNull();
  });
});

describe("spec/1 §3 card types — issue number and brand", () => {
  it("asks for an issue number for types 3 and 5 only", () => {
    expect(needsIssueNumber(3)).toBe(true);
    expect(needsIssueNumber(5)).toBe(true);
    expect(needsIssueNumber(1)).toBe(false);
    expect(needsIssueNumber(2)).toBe(false);
  });
  it("names the brand kept with an order", () => {
    expect([1, 2, 3, 5].map((id) => cardBrand(id as 1 | 2 | 3 | 5))).toEqual(["Visa", "Mastercard", "Maestro", "Solo"]);
  });
});
