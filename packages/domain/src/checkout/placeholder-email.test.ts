import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./field-rules.ts";
import { fillPlaceholderEmail, isPlaceholderEmail, placeholderEmailFor } from "./placeholder-email.ts";

const empty = { EmailAddress: "", EmailAddress2: "" };

describe("spec/1 §5 Checkout — placeholder email when both email fields are empty and a name is present", () => {
  it("fills both fields with the same reserved-domain address", () => {
    expect(fillPlaceholderEmail(empty, "Jo Bloggs")).toEqual({
      EmailAddress: "jo.bloggs@no-email.invalid",
      EmailAddress2: "jo.bloggs@no-email.invalid",
      placeholder: true,
    });
  });

  it("treats whitespace-only email fields as empty", () => {
    expect(fillPlaceholderEmail({ EmailAddress: " ", EmailAddress2: "\t" }, "Jo").placeholder).toBe(true);
  });

  it("leaves the fields alone when either email is given", () => {
    expect(fillPlaceholderEmail({ EmailAddress: "jo@example.com", EmailAddress2: "" }, "Jo")).toEqual({
      EmailAddress: "jo@example.com",
      EmailAddress2: "",
      placeholder: false,
    });
    expect(fillPlaceholderEmail({ EmailAddress: "", EmailAddress2: "jo@example.com" }, "Jo").placeholder).toBe(false);
  });

  it("leaves the fields alone without a name", () => {
    expect(fillPlaceholderEmail(empty, "")).toEqual({ ...empty, placeholder: false });
    expect(fillPlaceholderEmail(empty, "   ")).toEqual({ ...empty, placeholder: false });
  });

  it.each([
    ["Seán O'Brien-Smith", "sean.o.brien.smith@no-email.invalid"],
    ["  ACME  Builders Ltd. ", "acme.builders.ltd@no-email.invalid"],
    ["!!!", "customer@no-email.invalid"],
    ["李雷", "customer@no-email.invalid"],
  ])("makes a valid address from %j", (name, email) => {
    expect(placeholderEmailFor(name)).toBe(email);
    expect(isEmailAddress(email)).toBe(true);
  });

  it("keeps the local part within 64 characters", () => {
    const email = placeholderEmailFor(`${"a".repeat(63)} b c`);
    expect(email).toBe(`${"a".repeat(63)}@no-email.invalid`);
  });

  it("recognises a placeholder so no mail is sent to it", () => {
    expect(isPlaceholderEmail(" Jo.Bloggs@NO-EMAIL.invalid ")).toBe(true);
    expect(isPlaceholderEmail("jo@example.com")).toBe(false);
    expect(isPlaceholderEmail("")).toBe(false);
  });
});
