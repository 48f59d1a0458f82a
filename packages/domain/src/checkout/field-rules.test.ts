import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { checkField, EMAIL_MAX_LENGTH, isEmailAddress } from "./field-rules.ts";

describe("spec/1 §5 Generic field rule — compare with another field", () => {
  const rule = { kind: "compare", otherValue: " jo@example.com", message: "Your email addresses do not match" } as const;
  it("accepts the same value, ignoring surrounding spaces", () => {
    expect(checkField("jo@example.com ", rule)).toEqual(ok("jo@example.com"));
  });
  it("refuses a different value with the rule's message", () => {
    expect(checkField("Jo@example.com", rule)).toEqual(fail("mismatch", "Your email addresses do not match"));
    expect(checkField("", rule)).toEqual(fail("mismatch", "Your email addresses do not match"));
  });
});

describe("spec/1 §5 Generic field rule — match a pattern", () => {
  it("accepts a match and refuses a miss", () => {
    const rule = { kind: "pattern", pattern: /^\d{11}$/, message: "Please enter your phone number" } as const;
    expect(checkField(" 01234567890 ", rule)).toEqual(ok("01234567890"));
    expect(checkField("0123456789", rule)).toEqual(fail("pattern", "Please enter your phone number"));
  });
  it("gives the same answer every call with a global pattern", () => {
    const rule = { kind: "pattern", pattern: /\d/g, message: "digits" } as const;
    expect(checkField("a1", rule)).toEqual(ok("a1"));
    expect(checkField("a1", rule)).toEqual(ok("a1"));
    expect(rule.pattern.lastIndex).toBe(0);
  });
});

describe("spec/1 §5 Generic field rule — check as an email", () => {
  const rule = { kind: "email", message: "Please enter a valid email address" } as const;
  it.each(["jo@example.com", "jo.bloggs+orders@mail.example.co.uk", " JO@EXAMPLE.COM ", "a@b-c.io"])("accepts %j", (email) => {
    expect(checkField(email, rule)).toEqual(ok(email.trim()));
  });
  it.each(["", "  ", "jo", "jo@", "@example.com", "jo@example", "jo@@example.com", "jo @example.com", "jo@-example.com", "jo@example-.com", "jo@example..com"])(
    "refuses %j",
    (email) => {
      expect(checkField(email, rule)).toEqual(fail("email", "Please enter a valid email address"));
    },
  );
  it("caps the length at 254 characters", () => {
    const domain = "@example.com";
    expect(isEmailAddress("a".repeat(EMAIL_MAX_LENGTH - domain.length) + domain)).toBe(true);
    expect(isEmailAddress("a".repeat(EMAIL_MAX_LENGTH - domain.length + 1) + domain)).toBe(false);
  });
});
