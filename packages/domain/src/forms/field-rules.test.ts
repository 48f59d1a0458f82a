import { describe, expect, it } from "vitest";
import { checkFieldValue, type FieldRules } from "./field-rules.ts";

const cap = { value: 20, message: "Too long" };

describe("spec/1 §5 Generic field rule — required", () => {
  const rules: FieldRules = { required: "Please enter it.", trim: true, maxLength: cap };
  it("refuses an empty value, or one of spaces where spaces do not count, with the field's words", () => {
    expect(checkFieldValue(rules, "")).toBe("Please enter it.");
    expect(checkFieldValue(rules, "   ")).toBe("Please enter it.");
    expect(checkFieldValue(rules, " x ")).toBeNull();
  });
  it("lets an optional field be left empty", () => {
    expect(
      checkFieldValue({ trim: true, maxLength: cap, pattern: { value: /^\d+$/, message: "Digits" } }, " "),
    ).toBeNull();
  });
  it("counts spaces in a field that keeps them (a password)", () => {
    expect(checkFieldValue({ ...rules, trim: false }, "  ")).toBeNull();
  });
});

describe("spec/1 §5 Generic field rule — least and most characters", () => {
  const rules: FieldRules = {
    trim: true,
    minLength: { value: 2, message: "Too short" },
    maxLength: { value: 3, message: "Too long" },
  };
  it("counts characters as a person does, after the outer spaces go", () => {
    expect(checkFieldValue(rules, "a")).toBe("Too short");
    expect(checkFieldValue(rules, " ab ")).toBeNull();
    expect(checkFieldValue(rules, "abcd")).toBe("Too long");
    // Three emoji are three characters, though six UTF-16 units.
    expect(checkFieldValue(rules, "🔨🔨🔨")).toBeNull();
  });
});

describe("spec/1 §5 Generic field rule — match a pattern", () => {
  const rules: FieldRules = {
    trim: true,
    maxLength: cap,
    pattern: { value: /^\d{3}$/g, message: "Three digits" },
  };
  it("accepts a match and refuses a miss with the rule's words, the same every call", () => {
    expect(checkFieldValue(rules, " 123 ")).toBeNull();
    expect(checkFieldValue(rules, "123")).toBeNull();
    expect(checkFieldValue(rules, "12a")).toBe("Three digits");
  });
});

describe("spec/1 §5 Generic field rule — check as an email", () => {
  const rules: FieldRules = { required: "Email please", trim: true, maxLength: cap, email: "Not an email" };
  it("accepts an address and refuses anything else", () => {
    expect(checkFieldValue(rules, " jo@example.co.uk ")).toBeNull();
    expect(checkFieldValue(rules, "jo@example")).toBe("Not an email");
    expect(checkFieldValue(rules, "")).toBe("Email please");
  });
});

describe("spec/1 §5 Generic field rule — compare with another field", () => {
  const rules: FieldRules = {
    trim: false,
    maxLength: cap,
    compareWith: { field: "password", message: "Differ" },
  };
  it("refuses a value unlike the other field's, spaces and case included", () => {
    expect(checkFieldValue(rules, "Oak beams 1", "Oak beams 1")).toBeNull();
    expect(checkFieldValue(rules, "oak beams 1", "Oak beams 1")).toBe("Differ");
    expect(checkFieldValue(rules, "Oak beams 1 ", "Oak beams 1")).toBe("Differ");
  });
  it("refuses an empty value when the other is not empty, and makes no comparison without the other value", () => {
    expect(checkFieldValue(rules, "", "Oak beams 1")).toBe("Differ");
    expect(checkFieldValue(rules, "", "")).toBeNull();
    expect(checkFieldValue(rules, "anything")).toBeNull();
  });
  it("ignores outer spaces on both sides where the field does", () => {
    expect(checkFieldValue({ ...rules, trim: true }, " jo ", "jo  ")).toBeNull();
  });
  it("compares only once the value's own rules pass", () => {
    expect(checkFieldValue({ ...rules, maxLength: { value: 3, message: "Too long" } }, "abcd", "abc")).toBe(
      "Too long",
    );
  });
});

describe("typed text (decision 090)", () => {
  it("refuses control characters, but not in a field that allows them (a password)", () => {
    const rules: FieldRules = { trim: true, maxLength: cap };
    expect(checkFieldValue(rules, "Jo\u0000")).toBe("Must not contain control characters");
    expect(checkFieldValue(rules, "Jo\tBuilder")).toBe("Must not contain control characters");
    expect(checkFieldValue({ ...rules, controlCharacters: "allowed" }, "Jo\tBuilder")).toBeNull();
  });
});
