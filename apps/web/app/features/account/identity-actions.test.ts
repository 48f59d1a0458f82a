import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "./api.ts";
import { client, form } from "./testing/form-posts.ts";
import {
  changePasswordAction,
  forgottenPasswordAction,
  registerAction,
  resetPasswordAction,
} from "./identity-actions.ts";

vi.mock("./api.ts");

const opening = {
  name: "Jo Builder",
  email: "jo@example.co.uk",
  password: "oak beams 4",
  confirmPassword: "oak beams 4",
};

beforeEach(() => vi.resetAllMocks());

describe("opening an account", () => {
  it("asks the API with the name, email and password, and moves on", async () => {
    vi.mocked(api.register).mockResolvedValue({ user: { name: "Jo Builder", email: "jo@example.co.uk" } });
    expect(await registerAction(client, form(opening))).toBeNull();
    expect(api.register).toHaveBeenCalledWith(client, {
      name: "Jo Builder",
      email: "jo@example.co.uk",
      password: "oak beams 4",
    });
  });

  it("sends the branch picked in the branch step, and none for 'No branch for now' (spec/2 §7 registration-form)", async () => {
    vi.mocked(api.register).mockResolvedValue({ user: { name: "Jo Builder", email: "jo@example.co.uk" } });
    expect(await registerAction(client, form({ ...opening, branchId: "4" }))).toBeNull();
    expect(api.register).toHaveBeenLastCalledWith(client, expect.objectContaining({ branchId: 4 }));
    await registerAction(client, form({ ...opening, branchId: "" }));
    expect(api.register).toHaveBeenLastCalledWith(
      client,
      expect.not.objectContaining({ branchId: expect.anything() }),
    );
  });

  it("refuses passwords that differ or are short under the field at fault, without asking the API", async () => {
    expect(await registerAction(client, form({ ...opening, confirmPassword: "oak beams 5" }))).toEqual({
      status: 400,
      result: {
        success: false,
        showForm: true,
        statusMessage: null,
        errors: { confirmPassword: "The two passwords do not match." },
        values: { name: "Jo Builder", email: "jo@example.co.uk" },
      },
    });
    expect(
      (await registerAction(client, form({ ...opening, password: "short", confirmPassword: "short" })))
        ?.result.errors,
    ).toEqual({ password: "Your password must be at least 8 characters." });
    expect(api.register).not.toHaveBeenCalled();
  });

  it("refuses by the registration form's rules every field at fault at once, the words the API would give", async () => {
    const refused = await registerAction(client, form({ ...opening, name: " J ", email: "jo@example" }));
    expect(refused?.status).toBe(400);
    expect(refused?.result.errors).toEqual({
      name: "Your name must be at least 2 characters.",
      email: "Must be an email address",
    });
    expect(api.register).not.toHaveBeenCalled();
  });

  it("shows the API's refusal under the field it names, keeping what was typed but the password", async () => {
    vi.mocked(api.register).mockRejectedValue(
      new ApiError(409, {
        code: "conflict",
        message: "taken",
        fields: { email: "An account already uses this email address." },
      }),
    );
    expect(await registerAction(client, form(opening))).toEqual({
      status: 409,
      result: {
        success: false,
        showForm: true,
        statusMessage: null,
        errors: { email: "An account already uses this email address." },
        values: { name: "Jo Builder", email: "jo@example.co.uk" },
      },
    });
  });
});

describe("a forgotten password (spec/3 §5)", () => {
  it("asks for a valid email in the spec's words before asking the API", async () => {
    expect(await forgottenPasswordAction(client, form({ email: " " }))).toEqual({
      status: 400,
      result: {
        success: false,
        showForm: true,
        statusMessage: null,
        errors: { email: "Please enter a valid email address to proceed." },
        values: { email: " " },
      },
    });
    expect(api.askForResetLink).not.toHaveBeenCalled();
  });

  it("says what the API said once the link is on its way", async () => {
    vi.mocked(api.askForResetLink).mockResolvedValue({ message: "If an account uses that email address…" });
    expect(await forgottenPasswordAction(client, form({ email: "jo@example.co.uk " }))).toEqual({
      status: 200,
      // The words take the form's place.
      result: {
        success: true,
        showForm: false,
        statusMessage: "If an account uses that email address…",
        errors: {},
        values: {},
      },
    });
    expect(api.askForResetLink).toHaveBeenCalledWith(client, "jo@example.co.uk");
  });
});

describe("setting a new password by link and changing it", () => {
  it("sets the password the link allows, or shows why the link no longer works", async () => {
    vi.mocked(api.resetPassword).mockResolvedValueOnce({ user: { name: "Jo", email: "jo@example.co.uk" } });
    const reset = form({ token: "t".repeat(43), password: "new pass 12", confirmPassword: "new pass 12" });
    expect(await resetPasswordAction(client, reset)).toBeNull();
    vi.mocked(api.resetPassword).mockRejectedValueOnce(
      new ApiError(400, {
        code: "bad_request",
        message: "expired",
        fields: { token: "This link … has expired" },
      }),
    );
    expect((await resetPasswordAction(client, reset))?.result.errors).toEqual({
      token: "This link … has expired",
    });
  });

  it("changes the password and says so, or names the wrong current password", async () => {
    const change = form({
      currentPassword: "old one 1",
      newPassword: "new pass 12",
      confirmPassword: "new pass 12",
    });
    vi.mocked(api.changePassword).mockResolvedValueOnce(undefined as never);
    expect(await changePasswordAction(client, change)).toEqual({
      status: 200,
      // The form stays, emptied, under the words.
      result: {
        success: true,
        showForm: true,
        statusMessage: "Your password has been changed.",
        errors: {},
        values: {},
      },
    });
    expect(api.changePassword).toHaveBeenCalledWith(client, "old one 1", "new pass 12");
    vi.mocked(api.changePassword).mockRejectedValueOnce(
      new ApiError(400, {
        code: "bad_request",
        message: "wrong",
        fields: { currentPassword: "Your current password is not correct." },
      }),
    );
    expect((await changePasswordAction(client, change))?.result.errors).toEqual({
      currentPassword: "Your current password is not correct.",
    });
    const differ = form({
      currentPassword: "old one 1",
      newPassword: "new pass 12",
      confirmPassword: "new pass 13",
    });
    expect((await changePasswordAction(client, differ))?.result.errors).toEqual({
      confirmPassword: "The two passwords do not match.",
    });
  });
});
