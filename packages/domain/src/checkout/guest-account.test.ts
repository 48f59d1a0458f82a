import { describe, expect, it } from "vitest";
import { GUEST_LOGIN_PATH, guestAccountNotice, shouldLookUpAccountEmail } from "./guest-account.ts";
import { GUEST_HAS_ACCOUNT } from "./messages.ts";

describe("spec/1 §1, §2 — a guest's checkout email belongs to an existing account", () => {
  it("tells them to log in to see custom pricing, linking back to checkout", () => {
    expect(guestAccountNotice(true)).toEqual({ message: GUEST_HAS_ACCOUNT, linkText: "Log in", href: "/account/login?redirectTo=/checkout" });
    expect(GUEST_LOGIN_PATH).toBe("/account/login?redirectTo=/checkout");
    expect(GUEST_HAS_ACCOUNT).toMatch(/log in to see your custom pricing/);
  });
  it("says nothing for a new email", () => {
    expect(guestAccountNotice(false)).toBeNull();
  });
});

describe("spec/1 §5 Search and lookups — the account-email lookup begins at 3 characters", () => {
  it("waits below 3 characters and looks up from 3", () => {
    expect(shouldLookUpAccountEmail("jo")).toBe(false);
    expect(shouldLookUpAccountEmail(" jo ")).toBe(false);
    expect(shouldLookUpAccountEmail("")).toBe(false);
    expect(shouldLookUpAccountEmail("jo@")).toBe(true);
  });
});
