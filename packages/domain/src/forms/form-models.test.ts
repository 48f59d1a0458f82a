import { describe, expect, it } from "vitest";
import { checkFieldValue } from "./field-rules.ts";
import {
  checkForm,
  fieldRulesOf,
  fieldsOf,
  FORM_MODEL_NAMES,
  isFormModel,
  UK_PHONE_PATTERN,
} from "./form-models.ts";

const check = (model: Parameters<typeof fieldRulesOf>[0], field: string, value: string, other?: string) =>
  checkFieldValue(fieldRulesOf(model, field)!, value, other);

describe("the forms checked field by field (spec/1 §3 field validation request: model, field)", () => {
  it("are the account forms, each with its fields in the order shown", () => {
    expect(FORM_MODEL_NAMES).toEqual([
      "registration",
      "account-details",
      "change-password",
      "reset-password",
    ]);
    expect(fieldsOf("registration")).toEqual(["name", "email", "password", "confirmPassword"]);
    expect(fieldsOf("account-details")).toEqual(["name", "phone", "company"]);
    expect(fieldsOf("change-password")).toEqual(["currentPassword", "newPassword", "confirmPassword"]);
    expect(fieldsOf("reset-password")).toEqual(["password", "confirmPassword"]);
  });
  it("know no other form or field, not even an object's own properties", () => {
    expect(isFormModel("registration")).toBe(true);
    expect(isFormModel("newsletter")).toBe(false);
    expect(isFormModel("toString")).toBe(false);
    expect(fieldRulesOf("registration", "homeBranch")).toBeUndefined();
    expect(fieldRulesOf("registration", "constructor")).toBeUndefined();
    expect(fieldRulesOf("registration", "__proto__")).toBeUndefined();
  });
});

describe("a name (registration and account details): required, 2 to 100 characters", () => {
  it.each(["registration", "account-details"] as const)("on %s", (model) => {
    expect(check(model, "name", "  ")).toBe("Please enter your name.");
    expect(check(model, "name", "J")).toBe("Your name must be at least 2 characters.");
    expect(check(model, "name", " Jo ")).toBeNull();
    expect(check(model, "name", "J".repeat(100))).toBeNull();
    expect(check(model, "name", "J".repeat(101))).toBe("Your name must be at most 100 characters.");
  });
});

describe("spec/1 §5 check as an email: the registration's email", () => {
  it("is required and must be an address of at most 254 characters", () => {
    expect(check("registration", "email", "")).toBe("Must be an email address");
    expect(check("registration", "email", "jo@")).toBe("Must be an email address");
    expect(check("registration", "email", " Jo@Example.co.uk ")).toBeNull();
    expect(check("registration", "email", `${"a".repeat(250)}@example.com`)).toBe(
      "Must be at most 254 characters",
    );
  });
});

describe("spec/1 §5 match a pattern: a UK phone number (account details), optional", () => {
  it.each([
    "",
    "01234 567890",
    "01234567890",
    "(020) 7946 0958",
    "020-7946-0958",
    "+44 7700 900123",
    "+447700900123",
    "+44 (0)20 7946 0958",
    "0800 123 456",
  ])("accepts %j", (phone) => expect(check("account-details", "phone", phone)).toBeNull());
  it.each([
    "12345",
    "0123",
    "01234 56789012",
    "+1 202 555 0100",
    "+44 020 7946 0958",
    "0800 CALL ME",
    "01234  567890",
    "1".repeat(31),
  ])("refuses %j with the same words", (phone) =>
    expect(check("account-details", "phone", phone)).toBe(
      "Please enter a UK phone number, such as 01234 567890.",
    ),
  );
  it("is one pattern, anchored at both ends", () => {
    expect(UK_PHONE_PATTERN.test("call 01234 567890")).toBe(false);
  });
});

describe("a company name (account details): optional, at most 100 characters", () => {
  it("says so past 100", () => {
    expect(check("account-details", "company", "")).toBeNull();
    expect(check("account-details", "company", "C".repeat(100))).toBeNull();
    expect(check("account-details", "company", "C".repeat(101))).toBe(
      "Your company name must be at most 100 characters.",
    );
  });
});

describe("spec/1 §5 compare with another field: a new password typed twice", () => {
  it.each([
    ["registration", "password"],
    ["reset-password", "password"],
    ["change-password", "newPassword"],
  ] as const)("on %s, the confirmation is compared with %s", (model, password) => {
    expect(fieldRulesOf(model, "confirmPassword")?.compareWith?.field).toBe(password);
    expect(check(model, password, "")).toBe("Your password must be at least 8 characters.");
    expect(check(model, password, "seven77")).toBe("Your password must be at least 8 characters.");
    expect(check(model, password, " spaced ")).toBeNull();
    expect(check(model, password, "x".repeat(1025))).toBe("Must be at most 1024 characters");
    expect(check(model, "confirmPassword", "Oak beams 1", "Oak beams 2")).toBe(
      "The two passwords do not match.",
    );
    expect(check(model, "confirmPassword", "Oak beams 1", "Oak beams 1")).toBeNull();
  });
  it("asks only that the current password is given: whether it is right is the submit's question", () => {
    expect(check("change-password", "currentPassword", "")).toBe("Please enter your current password.");
    expect(check("change-password", "currentPassword", " ")).toBeNull();
  });
});

describe("spec/1 §3 generic form response: a whole form's errors keyed by field", () => {
  it("names every field at fault, comparing each confirmation with its pair", () => {
    expect(
      checkForm("registration", {
        name: "J",
        email: "jo",
        password: "oak beams 4",
        confirmPassword: "oak beams 5",
      }),
    ).toEqual({
      name: "Your name must be at least 2 characters.",
      email: "Must be an email address",
      confirmPassword: "The two passwords do not match.",
    });
  });
  it("reads an absent field as empty, and is empty when all is well", () => {
    expect(checkForm("account-details", { name: "Jo Builder" })).toEqual({});
    expect(checkForm("change-password", {})).toEqual({
      currentPassword: "Please enter your current password.",
      newPassword: "Your password must be at least 8 characters.",
    });
  });
});
