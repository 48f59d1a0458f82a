// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { NewsletterSignUp } from "./NewsletterSignUp.tsx";

vi.mock("../api.ts");

const MISSING = "Please enter a valid name & email address to sign up.";

function showSignUp(heading = "Newsletter") {
  render(<NewsletterSignUp heading={heading} intro="Offers and news by email." />);
  return screen.getByRole("region", { name: heading });
}

function fill(form: HTMLElement, name: string, email: string) {
  fireEvent.change(within(form).getByRole("textbox", { name: "Name" }), { target: { value: name } });
  fireEvent.change(within(form).getByRole("textbox", { name: "Email" }), { target: { value: email } });
}

const submit = (form: HTMLElement) =>
  act(async () => void fireEvent.click(within(form).getByRole("button", { name: /Sign up/ })));

const message = (form: HTMLElement) => within(form).getByRole("alert").textContent;

beforeEach(() => vi.resetAllMocks());

describe("the newsletter sign-up (spec/1 §2, §5, §8)", () => {
  it.each([
    ["nothing", "", ""],
    ["no name", "  ", "sam@example.co.uk"],
    ["no email", "Sam", ""],
    ["an email that is not one", "Sam", "sam.example.co.uk"],
  ])("with %s asks for both, in the spec's words, and sends nothing", async (_case, name, email) => {
    const form = showSignUp();
    fill(form, name, email);
    await submit(form);
    expect(message(form)).toBe(MISSING);
    expect(api.signUpToNewsletter).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("signs up the name and email, says so in the 'Newsletter Subscribed' dialog, and Escape closes it", async () => {
    vi.mocked(api.signUpToNewsletter).mockResolvedValue({ subscribed: true });
    const form = showSignUp();
    fill(form, " Sam Carter ", "Sam@Example.co.uk");
    await submit(form);
    expect(api.signUpToNewsletter).toHaveBeenCalledExactlyOnceWith({
      name: "Sam Carter",
      email: "sam@example.co.uk",
    });
    const dialog = screen.getByRole("dialog", { name: "Newsletter Subscribed" });
    expect(within(dialog).getByText("Your email has been added to our newsletter list.")).toBeTruthy();

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    // The form is ready for someone else, with nothing to put right.
    expect(message(form)).toBe("");
    expect((within(form).getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe("");
  });

  it.each([
    ["refuses it (a 4xx)", new ApiError(429, { code: "rate_limited", message: "Too many requests." })],
    ["fails (a 5xx)", new ApiError(500, { code: "internal", message: "Something went wrong." })],
  ])("shows the spec's default failure when the shop %s, and keeps what was typed", async (_case, error) => {
    vi.mocked(api.signUpToNewsletter).mockRejectedValue(error);
    const form = showSignUp();
    fill(form, "Sam", "sam@example.co.uk");
    await submit(form);
    expect(message(form)).toBe("Sorry there has been a problem, please try again.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((within(form).getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe(
      "sam@example.co.uk",
    );
  });

  it("shows the spec's request error when the shop cannot be reached", async () => {
    vi.mocked(api.signUpToNewsletter).mockRejectedValue(new TypeError("Failed to fetch"));
    const form = showSignUp();
    fill(form, "Sam", "sam@example.co.uk");
    await submit(form);
    expect(message(form)).toBe("Sorry there has been an error, please try again.");
  });

  it("ignores repeat clicks while the sign-up is on its way", async () => {
    let answer: (reply: { subscribed: true }) => void = () => {};
    vi.mocked(api.signUpToNewsletter).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const form = showSignUp();
    fill(form, "Sam", "sam@example.co.uk");
    await submit(form);
    await submit(form);
    await submit(form);
    expect(api.signUpToNewsletter).toHaveBeenCalledTimes(1);
    expect(
      within(form)
        .getByRole("button", { name: /Sign up/ })
        .getAttribute("aria-disabled"),
    ).toBe("true");
    await act(async () => answer({ subscribed: true }));
    expect(screen.getByRole("dialog", { name: "Newsletter Subscribed" })).toBeTruthy();
  });

  it("keeps two sign-ups on one page apart: each its own name, fields and message", async () => {
    render(
      <>
        <NewsletterSignUp heading="Sign up to our newsletter" intro="On the homepage." />
        <NewsletterSignUp heading="Newsletter" intro="In the footer." tone="dark" />
      </>,
    );
    const home = screen.getByRole("region", { name: "Sign up to our newsletter" });
    const footer = screen.getByRole("region", { name: "Newsletter" });
    expect(screen.getAllByRole("textbox", { name: "Name" })).toHaveLength(2);
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);

    fill(footer, "Sam", "");
    await submit(footer);
    expect(message(footer)).toBe(MISSING);
    expect(message(home)).toBe("");
    expect((within(home).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("");
  });
});
