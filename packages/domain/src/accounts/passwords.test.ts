import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import {
  checkNewPassword,
  PASSWORD_MIN_LENGTH,
  resetLinkSentMessage,
  RESET_LINK_LIFETIME_MS,
} from "./passwords.ts";

describe("a new password (issue 11 Identity, decision 114)", () => {
  it("is at least 8 characters, counted as a person counts them", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkNewPassword("seven77", "seven77")).toEqual(
      fail("too_short", "Your password must be at least 8 characters."),
    );
    expect(checkNewPassword("eight888", "eight888")).toEqual(ok("eight888"));
    // Seven emoji are seven characters, though fourteen UTF-16 units.
    expect(checkNewPassword("🔨🔨🔨🔨🔨🔨🔨", "🔨🔨🔨🔨🔨🔨🔨")).toMatchObject({ code: "too_short" });
  });

  it("must be typed the same twice, spaces and case included", () => {
    expect(checkNewPassword("Timber yard 1", "timber yard 1")).toEqual(
      fail("passwords_differ", "The two passwords do not match."),
    );
    expect(checkNewPassword(" padded pass ", " padded pass ")).toEqual(ok(" padded pass "));
  });
});

describe("a link to set a new password", () => {
  it("works for an hour, and the reply says so", () => {
    expect(RESET_LINK_LIFETIME_MS).toBe(3_600_000);
    expect(resetLinkSentMessage()).toBe(
      "If an account uses that email address, we have sent it a link to set a new password. The link works once, within 60 minutes.",
    );
  });
});
