import { describe, expect, it } from "vitest";
import { checkNewsletterSignUp, NEWSLETTER_MISSING_FIELDS } from "./index.ts";

describe("spec/1 §5 — newsletter sign-up needs a name and an email", () => {
  it("accepts both, trimmed, with the email in lower case", () => {
    expect(checkNewsletterSignUp({ name: " Sam Carter ", email: " Sam@Example.co.uk " })).toEqual({
      ok: true,
      value: { name: "Sam Carter", email: "sam@example.co.uk" },
    });
  });
  it.each([
    [{ name: "", email: "sam@example.co.uk" }],
    [{ name: "   ", email: "sam@example.co.uk" }],
    [{ name: "Sam", email: "" }],
    [{ name: "Sam", email: "not-an-email" }],
    [{ name: null, email: null }],
    [{}],
  ])("refuses %j with the spec's message", (input) => {
    expect(checkNewsletterSignUp(input)).toEqual({
      ok: false,
      code: "missing_fields",
      message: NEWSLETTER_MISSING_FIELDS,
    });
  });
});
