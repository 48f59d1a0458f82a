import { describe, expect, it } from "vitest";
import {
  CARD_EXPIRED,
  CARD_NOT_YET_VALID,
  CARD_NUMBER_INVALID,
  CARDHOLDER_NAME_REQUIRED,
  EXPIRY_REQUIRED,
  SECURITY_CODE_REQUIRED,
} from "./messages.ts";
import { isNewCard, validateCardholderName, validateNewCard, type NewCardForm } from "./new-card.ts";

const today = { year: 2026, month: 11 };
const good: NewCardForm = {
  CardExisting: "0",
  CardNumber: "4111 1111 1111 1111",
  CardTypeID: "1",
  SecurityNumber: "123",
  EndM: "11",
  EndY: "2026",
  FullName: "J Bloggs",
};

describe("spec/1 §5 Checkout — a new card (CardExisting = 0) is checked field by field", () => {
  it("accepts a good card", () => {
    expect(validateNewCard(good, today)).toEqual({});
  });

  it("checks nothing when a saved card is used", () => {
    expect(isNewCard({ CardExisting: "4821" })).toBe(false);
    expect(validateNewCard({ CardExisting: 4821 }, today)).toEqual({});
  });

  it("treats 0, '0' and a missing CardExisting as a new card", () => {
    expect(isNewCard({ CardExisting: 0 })).toBe(true);
    expect(isNewCard({ CardExisting: " 0 " })).toBe(true);
    expect(isNewCard({})).toBe(true);
  });

  it("names every field of an empty form", () => {
    expect(validateNewCard({ CardExisting: 0 }, today)).toEqual({
      CardNumber: CARD_NUMBER_INVALID,
      SecurityNumber: SECURITY_CODE_REQUIRED,
      EndM: EXPIRY_REQUIRED,
      FullName: CARDHOLDER_NAME_REQUIRED,
    });
  });

  it("uses the spec's words", () => {
    expect([
      SECURITY_CODE_REQUIRED,
      EXPIRY_REQUIRED,
      CARD_EXPIRED,
      CARD_NOT_YET_VALID,
      CARD_NUMBER_INVALID,
      CARDHOLDER_NAME_REQUIRED,
    ]).toEqual([
      "Please enter the card security code",
      "Please enter the card expiry date",
      "Card has already expired",
      "Card is not yet valid",
      "Invalid card number",
      "Please enter the cardholder name",
    ]);
  });
});

describe("spec/1 §5, §9 Checkout — card security code exactly 3 digits", () => {
  it.each(["123", " 007 "])("accepts %j", (code) => {
    expect(validateNewCard({ ...good, SecurityNumber: code }, today)).toEqual({});
  });
  it.each(["12", "1234", "12a", "", "   ", "1 2", "-12"])("refuses %j", (code) => {
    expect(validateNewCard({ ...good, SecurityNumber: code }, today)).toEqual({ SecurityNumber: SECURITY_CODE_REQUIRED });
  });
});

describe("spec/1 §5 Checkout — expiry month 2 digits, year 4 digits, not before the current month", () => {
  it.each([
    ["1", "2027"],
    ["011", "2027"],
    ["11", "27"],
    ["00", "2027"],
    ["13", "2027"],
    ["ab", "2027"],
    ["", ""],
    ["11", "20271"],
  ])("refuses month %j year %j as not an expiry date", (EndM, EndY) => {
    expect(validateNewCard({ ...good, EndM, EndY }, today)).toEqual({ EndM: EXPIRY_REQUIRED });
  });

  it("accepts the current month and refuses the month before", () => {
    expect(validateNewCard({ ...good, EndM: "11", EndY: "2026" }, today)).toEqual({});
    expect(validateNewCard({ ...good, EndM: "10", EndY: "2026" }, today)).toEqual({ EndM: CARD_EXPIRED });
  });

  it("compares year before month", () => {
    expect(validateNewCard({ ...good, EndM: "01", EndY: "2027" }, today)).toEqual({});
    expect(validateNewCard({ ...good, EndM: "12", EndY: "2025" }, today)).toEqual({ EndM: CARD_EXPIRED });
  });
});

describe("spec/1 §5 Checkout — a start date after the current month is not yet valid", () => {
  it("accepts the current month and refuses the month after", () => {
    expect(validateNewCard({ ...good, StartM: "11", StartY: "2026" }, today)).toEqual({});
    expect(validateNewCard({ ...good, StartM: "12", StartY: "2026" }, today)).toEqual({ StartM: CARD_NOT_YET_VALID });
    expect(validateNewCard({ ...good, StartM: "01", StartY: "2027" }, { year: 2026, month: 12 })).toEqual({
      StartM: CARD_NOT_YET_VALID,
      EndM: CARD_EXPIRED,
    });
  });

  it("ignores a start date that is absent or not complete", () => {
    expect(validateNewCard({ ...good, StartM: "", StartY: "" }, today)).toEqual({});
    expect(validateNewCard({ ...good, StartM: "12", StartY: "" }, today)).toEqual({});
    expect(validateNewCard({ ...good, StartM: "x", StartY: "2030" }, today)).toEqual({});
  });
});

describe("spec/1 §5 Checkout — card number must pass Luhn and match a card type", () => {
  it("accepts a number matching the chosen type", () => {
    expect(validateNewCard({ ...good, CardNumber: "5555555555554444", CardTypeID: 2 }, today)).toEqual({});
  });

  it("accepts a number of a known type when no type was chosen", () => {
    expect(validateNewCard({ ...good, CardTypeID: "" }, today)).toEqual({});
    expect(validateNewCard({ ...good, CardTypeID: undefined }, today)).toEqual({});
  });

  it("refuses a number failing Luhn", () => {
    expect(validateNewCard({ ...good, CardNumber: "4111 1111 1111 1112" }, today)).toEqual({ CardNumber: CARD_NUMBER_INVALID });
  });

  it("refuses a Luhn-valid number of another type than chosen", () => {
    expect(validateNewCard({ ...good, CardTypeID: "2" }, today)).toEqual({ CardNumber: CARD_NUMBER_INVALID });
  });

  it("refuses an unknown chosen type", () => {
    expect(validateNewCard({ ...good, CardTypeID: "4" }, today)).toEqual({ CardNumber: CARD_NUMBER_INVALID });
  });

  it("refuses a Luhn-valid number of no known type", () => {
    expect(validateNewCard({ ...good, CardNumber: "79927398713", CardTypeID: "" }, today)).toEqual({
      CardNumber: CARD_NUMBER_INVALID,
    });
  });

  it.each(["", "    ", "4111-1111-1111-1111", "four"])("refuses junk %j", (CardNumber) => {
    expect(validateNewCard({ ...good, CardNumber }, today)).toEqual({ CardNumber: CARD_NUMBER_INVALID });
  });
});

describe("spec/1 §5 Checkout — cardholder name at least 3 characters", () => {
  it("is judged alone for a card typed into the gateway's own fields", () => {
    expect(validateCardholderName("Ann")).toEqual({});
    expect(validateCardholderName(" Al ")).toEqual({ FullName: CARDHOLDER_NAME_REQUIRED });
    expect(validateCardholderName(undefined)).toEqual({ FullName: CARDHOLDER_NAME_REQUIRED });
  });

  it("accepts 3 and refuses 2, ignoring surrounding spaces", () => {
    expect(validateNewCard({ ...good, FullName: "Ann" }, today)).toEqual({});
    expect(validateNewCard({ ...good, FullName: " Al  " }, today)).toEqual({ FullName: CARDHOLDER_NAME_REQUIRED });
    expect(validateNewCard({ ...good, FullName: "     " }, today)).toEqual({ FullName: CARDHOLDER_NAME_REQUIRED });
  });
});
