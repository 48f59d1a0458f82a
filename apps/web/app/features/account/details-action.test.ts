import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "./api.ts";
import { client, form } from "./testing/form-posts.ts";
import { accountPageAction, saveDetailsAction } from "./details-action.ts";

vi.mock("./api.ts");

const details = { name: "Jo Carpenter", email: "jo@example.co.uk", phone: "01234 567890", company: null };

beforeEach(() => vi.resetAllMocks());

describe("the account page's 'Your details' form", () => {
  it("saves the name, phone and company and says so (spec/1 §3 generic form response)", async () => {
    vi.mocked(api.saveAccountDetails).mockResolvedValue(details);
    const posted = form({ intent: "details", name: "Jo Carpenter", phone: "01234 567890", company: "" });
    expect(await saveDetailsAction(client, posted)).toEqual({
      status: 200,
      result: {
        success: true,
        showForm: true,
        statusMessage: "Your details have been saved.",
        errors: {},
        // What the API saved, for the form to show at once.
        values: { name: details.name, phone: details.phone ?? "", company: details.company ?? "" },
      },
    });
    expect(api.saveAccountDetails).toHaveBeenCalledWith(client, {
      name: "Jo Carpenter",
      phone: "01234 567890",
      company: "",
    });
  });

  it("refuses, by the account-details rules, every field at fault without asking the API, keeping what was typed", async () => {
    const posted = form({ intent: "details", name: "J", phone: "12345", company: "Oak Ltd" });
    expect(await saveDetailsAction(client, posted)).toEqual({
      status: 400,
      result: {
        success: false,
        showForm: true,
        statusMessage: null,
        errors: {
          name: "Your name must be at least 2 characters.",
          phone: "Please enter a UK phone number, such as 01234 567890.",
        },
        values: { name: "J", phone: "12345", company: "Oak Ltd" },
      },
    });
    expect(api.saveAccountDetails).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a field beside it", async () => {
    vi.mocked(api.saveAccountDetails).mockRejectedValue(
      new ApiError(400, {
        code: "bad_request",
        message: "bad",
        fields: { company: "Must not contain control characters" },
      }),
    );
    const answered = await saveDetailsAction(client, form({ name: "Jo", phone: "", company: "Oak" }));
    expect(answered.status).toBe(400);
    expect(answered.result.errors).toEqual({ company: "Must not contain control characters" });
  });
});

describe("the account page's action", () => {
  it("answers the form that was posted, by its intent", async () => {
    vi.mocked(api.saveAccountDetails).mockResolvedValue(details);
    vi.mocked(api.changePassword).mockResolvedValue(undefined as never);
    const saved = await accountPageAction(client, form({ intent: "details", name: "Jo Carpenter" }));
    expect(saved.intent).toBe("details");
    expect(saved.result.statusMessage).toBe("Your details have been saved.");
    const changed = await accountPageAction(
      client,
      form({
        intent: "change-password",
        currentPassword: "old one 1",
        newPassword: "new pass 12",
        confirmPassword: "new pass 12",
      }),
    );
    expect(changed.intent).toBe("change-password");
    expect(changed.result.statusMessage).toBe("Your password has been changed.");
    expect(api.saveAccountDetails).toHaveBeenCalledTimes(1);
    expect(api.changePassword).toHaveBeenCalledTimes(1);
  });
});
