import { describe, expect, it } from "vitest";
import { loginPathFor, redirectTarget } from "./redirect-target.ts";

describe("where login sends the user (spec/1 §2 /account/login?redirectTo=/checkout)", () => {
  it("honours a path on this shop, with its query", () => {
    expect(redirectTarget("/checkout")).toBe("/checkout");
    expect(redirectTarget("/search?q=oak")).toBe("/search?q=oak");
  });

  it("goes to the account page when none is asked for", () => {
    expect(redirectTarget(null)).toBe("/account");
    expect(redirectTarget("")).toBe("/account");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "/.//evil.example",
    "checkout",
    // Not an address at all: the URL parser cannot read it (once a 500 on the login page).
    "//",
    "///",
  ])("never leaves the shop for %j", (requested) => {
    expect(redirectTarget(requested)).toBe("/account");
  });

  it("builds the login address for a page that needs a signed-in user", () => {
    expect(loginPathFor("/account")).toBe("/account/login?redirectTo=%2Faccount");
  });
});
