// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { formRefused, type FormResult } from "../form-result.ts";
import { LoginForm } from "./LoginForm.tsx";

/** The form on a page whose action answers `answer` once `release` is called. */
function loginPage(answer: FormResult) {
  const posted: FormData[] = [];
  let release = () => {};
  const Stub = createRoutesStub([
    {
      path: "/account/login",
      Component: ({ actionData }: { actionData?: FormResult }) => (
        <LoginForm redirectTo="/checkout" result={actionData} />
      ),
      action: async ({ request }) => {
        posted.push(await request.formData());
        await new Promise<void>((resolve) => (release = resolve));
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/account/login"]} />);
  return { posted, release: () => release() };
}

describe("login form", () => {
  it("has a labelled email and password and a 'Log in' button", async () => {
    loginPage(formRefused({}));
    expect((await screen.findByLabelText("Email")).getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
  });

  it("ignores repeat clicks while an attempt is in flight (spec/1 §4), then shows why it failed", async () => {
    const page = loginPage(
      formRefused({
        statusMessage: "Email or password is incorrect",
        values: { email: "sam@example.co.uk" },
      }),
    );
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "sam@example.co.uk" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    const button = screen.getByRole("button", { name: "Log in" });

    await act(async () => fireEvent.click(button));
    await act(async () => fireEvent.click(button));
    await act(async () => fireEvent.click(button));
    expect(page.posted).toHaveLength(1);
    expect(Object.fromEntries(page.posted[0] ?? [])).toEqual({
      redirectTo: "/checkout",
      email: "sam@example.co.uk",
      password: "wrong",
    });

    await act(async () => page.release());
    expect((await screen.findByRole("alert")).textContent).toBe("Email or password is incorrect");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Log in" }).hasAttribute("disabled")).toBe(false),
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Log in" })));
    expect(page.posted).toHaveLength(2);
  });

  it("takes a click made the moment the button is enabled again, before React's later work has run", async () => {
    const page = loginPage(formRefused({ statusMessage: "Email or password is incorrect" }));
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "sam@example.co.uk" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    const button = screen.getByRole("button", { name: "Log in" });
    await act(async () => fireEvent.click(button));
    expect(button.hasAttribute("disabled")).toBe(true);

    // A person's click is an input event, which a busy browser runs ahead of the tasks React left
    // for after its commit (its passive effects): here the click comes as the button is enabled.
    const clicked = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (button.hasAttribute("disabled")) return;
        observer.disconnect();
        fireEvent.click(button);
        resolve();
      });
      observer.observe(button, { attributes: true, attributeFilter: ["disabled"] });
    });
    // Outside act, React schedules its work as in a browser rather than all at once.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      page.release();
      await clicked;
      await waitFor(() => expect(page.posted).toHaveLength(2));
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("puts each field's problem under its input and keeps the email typed", async () => {
    const page = loginPage(
      formRefused({
        errors: { email: "Must be an email address", password: "Is required" },
        values: { email: "sam" },
      }),
    );
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Log in" })));
    await act(async () => page.release());
    const email = await screen.findByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Must be an email address",
    );
    const password = screen.getByLabelText("Password");
    expect(document.getElementById(password.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Is required",
    );
  });
});
