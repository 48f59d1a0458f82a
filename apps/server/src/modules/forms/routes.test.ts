/**
 * POST /api/forms/validate-field (spec/1 §3 field validation request and response, §5 server-side
 * field validation on change or blur, §7 /cosmic/validateField): each account form's field is
 * answered with the words its submit gives, a confirmation is compared with its pair, and a form
 * or field the shop does not check is a 400 naming it. It never tells whether an email address
 * has an account, nor whether a password is right.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Each test calls from an address of its own: the per-client limit counts by address. */
let addresses = 0;
const shopper = () => shopperOn(app, { remoteAddress: `10.7.0.${++addresses}` });

const validate = (body: object, who: TestShopper = shopper()) =>
  who.send("POST", "/api/forms/validate-field", body);

async function fieldMessage(body: object, who?: TestShopper): Promise<string | null> {
  const response = await validate(body, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().fieldMessage;
}

describe("each form's fields", () => {
  it("registration: name, email and password, in the words the registration's refusal uses", async () => {
    const who = shopper();
    const ask = (field: string, value: string) => fieldMessage({ model: "registration", field, value }, who);
    expect(await ask("name", " ")).toBe("Please enter your name.");
    expect(await ask("name", "J")).toBe("Your name must be at least 2 characters.");
    expect(await ask("name", "Jo Builder")).toBeNull();
    expect(await ask("email", "jo@")).toBe("Must be an email address");
    expect(await ask("email", "jo@example.co.uk")).toBeNull();
    expect(await ask("password", "short")).toBe("Your password must be at least 8 characters.");
    expect(await ask("password", "oak beams 4 ever")).toBeNull();
  });

  it("account details: a UK phone number and a company name, both optional", async () => {
    const who = shopper();
    const ask = (field: string, value: string) =>
      fieldMessage({ model: "account-details", field, value }, who);
    expect(await ask("phone", "12345")).toBe("Please enter a UK phone number, such as 01234 567890.");
    expect(await ask("phone", "01234 567890")).toBeNull();
    expect(await ask("phone", "")).toBeNull();
    expect(await ask("company", "C".repeat(101))).toBe("Your company name must be at most 100 characters.");
    expect(await ask("company", "")).toBeNull();
    expect(await ask("name", "J".repeat(101))).toBe("Your name must be at most 100 characters.");
  });

  it("change password: the current password is only asked for, never checked", async () => {
    const who = shopper();
    const ask = (field: string, value: string) =>
      fieldMessage({ model: "change-password", field, value }, who);
    expect(await ask("currentPassword", "")).toBe("Please enter your current password.");
    expect(await ask("currentPassword", "certainly not anyone's password")).toBeNull();
    expect(await ask("newPassword", "seven77")).toBe("Your password must be at least 8 characters.");
  });

  it("reset password: the new password", async () => {
    expect(await fieldMessage({ model: "reset-password", field: "password", value: "short" })).toBe(
      "Your password must be at least 8 characters.",
    );
  });

  it("says of an email address with an account what it says of any other", async () => {
    const email = "taken.address@example.co.uk";
    const opened = await shopper().send("POST", "/api/auth/register", {
      name: "Jo Builder",
      email,
      password: "oak beams 4 ever",
    });
    expect(opened.statusCode).toBe(201);
    const who = shopper();
    const taken = await validate({ model: "registration", field: "email", value: email }, who);
    const free = await validate(
      { model: "registration", field: "email", value: "free.address@example.co.uk" },
      who,
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(free.body);
    expect(taken.json()).toEqual({ fieldMessage: null });
  });
});

describe("spec/1 §5 compare with another field", () => {
  it.each([
    ["registration", "password"],
    ["reset-password", "password"],
    ["change-password", "newPassword"],
  ])("%s: the confirmation is compared with %s", async (model, pair) => {
    const who = shopper();
    const confirm = (value: string, other: string) =>
      fieldMessage(
        { model, field: "confirmPassword", value, compareWithField: pair, compareWithFieldValue: other },
        who,
      );
    expect(await confirm("Oak-Beams-2025!", "Oak-Beams-2024!")).toBe("The two passwords do not match.");
    expect(await confirm("", "Oak-Beams-2024!")).toBe("The two passwords do not match.");
    expect(await confirm("Oak-Beams-2024!", "Oak-Beams-2024!")).toBeNull();
  });

  it("makes no comparison when not sent the other field's value", async () => {
    expect(
      await fieldMessage({ model: "registration", field: "confirmPassword", value: "anything at all" }),
    ).toBeNull();
  });

  it("answers 400 naming compareWithField when it names a field the form does not compare with", async () => {
    const wrongPair = await validate({
      model: "registration",
      field: "confirmPassword",
      value: "a",
      compareWithField: "email",
      compareWithFieldValue: "a",
    });
    expect(wrongPair.statusCode).toBe(400);
    expect(wrongPair.json().error).toMatchObject({
      code: "bad_request",
      fields: { compareWithField: "Must be password: confirmPassword is compared with it" },
    });
    const noPair = await validate({
      model: "registration",
      field: "name",
      value: "Jo",
      compareWithField: "email",
    });
    expect(noPair.statusCode).toBe(400);
    expect(noPair.json().error.fields).toEqual({
      compareWithField: "Must be left out: name is compared with no other field",
    });
  });
});

describe("what it refuses", () => {
  it("answers 400 naming model for a form it does not check", async () => {
    const response = await validate({ model: "newsletter", field: "name", value: "Jo" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "bad_request",
      fields: { model: "Must be one of: registration, account-details, change-password, reset-password" },
    });
  });

  it.each(["homeBranch", "__proto__", "constructor", "email"])(
    "answers 400 naming field for %j, which the account-details form does not have",
    async (field) => {
      const response = await validate({ model: "account-details", field, value: "x" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "bad_request",
        fields: { field: "Is not a field of the account-details form" },
      });
    },
  );

  it("answers 400 naming each missing or unexpected input", async () => {
    const missing = await validate({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(["field", "model", "value"]);
    const extra = await validate({ model: "registration", field: "name", value: "Jo", admin: true });
    expect(extra.statusCode).toBe(400);
    const long = await validate({ model: "registration", field: "name", value: "x".repeat(4097) });
    expect(long.json().error.fields).toEqual({ value: "Must be at most 4096 characters" });
  });

  it("refuses a check without the session's CSRF token (403)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/forms/validate-field",
      payload: { model: "registration", field: "name", value: "Jo" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers one client 120 checks a minute, then 429, and other clients still", async () => {
    const who = shopper();
    const body = { model: "registration", field: "name", value: "Jo" };
    for (let i = 0; i < 120; i++) expect((await validate(body, who)).statusCode).toBe(200);
    const refused = await validate(body, who);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect((await validate(body)).statusCode).toBe(200);
  });
});

describe("the same words as the submit", () => {
  it("gives, field by field, what the registration's 400 names", async () => {
    const bad = { name: "J", email: "jo@example", password: "seven77" };
    const submitted = await shopper().send("POST", "/api/auth/register", bad);
    expect(submitted.statusCode).toBe(400);
    const who = shopper();
    const onBlur: Record<string, string | null> = {};
    for (const [field, value] of Object.entries(bad))
      onBlur[field] = await fieldMessage({ model: "registration", field, value }, who);
    expect(onBlur).toEqual(submitted.json().error.fields);
  });

  it("gives what the account details' 400 names", async () => {
    const who = shopper();
    await who.send("POST", "/api/auth/register", {
      name: "Jo Builder",
      email: "same.words@example.co.uk",
      password: "oak beams 4 ever",
    });
    const bad = { name: "J", phone: "999", company: "C".repeat(101) };
    const submitted = await who.send("PUT", "/api/account/details", bad);
    expect(submitted.statusCode).toBe(400);
    const onBlur: Record<string, string | null> = {};
    for (const [field, value] of Object.entries(bad))
      onBlur[field] = await fieldMessage({ model: "account-details", field, value }, who);
    expect(onBlur).toEqual(submitted.json().error.fields);
  });
});
