// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { AccountSummary } from "./AccountSummary.tsx";

describe("account summary", () => {
  it("logs out with a button that posts a form to /account/logout, never with a link", async () => {
    renderInRouter(
      () => <AccountSummary user={{ name: "Sam Carter", email: "trade@example.co.uk" }} />,
      "/account",
    );
    const button = await screen.findByRole("button", { name: "Log out" });
    expect(button.getAttribute("type")).toBe("submit");
    const form = button.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/account/logout");
    expect(screen.queryByRole("link", { name: "Log out" })).toBeNull();
  });
});
