// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { HeaderLinks } from "./HeaderLinks.tsx";
import { firstName, headerName } from "./signed-in-name.ts";

describe("header account link", () => {
  it("reads 'Account' and leads to the login page when signed out", () => {
    renderInRouter(() => <HeaderLinks signedInName={null} />);
    const link = screen.getByRole("link", { name: "Account" });
    expect(link.getAttribute("href")).toBe("/account/login");
    expect(link.textContent).toBe("Account");
  });

  it("shows the signed-in user's first name and leads to the account page", () => {
    renderInRouter(() => <HeaderLinks signedInName="Sam" />);
    const link = screen.getByRole("link", { name: "Account, Sam" });
    expect(link.getAttribute("href")).toBe("/account");
    expect(link.textContent).toBe("Sam");
  });

  it("takes the first word of the name", () => {
    expect(firstName("Sam Carter")).toBe("Sam");
    expect(firstName("  Alex   Morgan ")).toBe("Alex");
  });

  it("names a signed-in user by first name, else email, and nobody when signed out", () => {
    expect(headerName({ name: "Sam Carter", email: "trade@example.co.uk" })).toBe("Sam");
    expect(headerName({ name: "  ", email: "trade@example.co.uk" })).toBe("trade@example.co.uk");
    expect(headerName(null)).toBeNull();
  });
});
