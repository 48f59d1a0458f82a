// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { formDone, formRefused, type FormResult } from "../form-result.ts";
import { ChangePasswordForm, ForgottenPasswordForm, RegisterForm } from "./IdentityForms.tsx";

/** `Form` at `/page`, whose action answers `answer`. */
function page(form: (result?: FormResult) => React.ReactNode, answer: FormResult = formRefused({})) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/page",
      Component: ({ actionData }: { actionData?: FormResult }) => <>{form(actionData)}</>,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/page"]} />);
  return posted;
}

describe("the registration form", () => {
  it("posts name, email and the password twice, with the strength bar following the password", async () => {
    const posted = page((result) => <RegisterForm redirectTo="/checkout" result={result} />);
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Jo Builder" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "jo@example.co.uk" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Oak-Beams-2024!" } });
    fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "Oak-Beams-2024!" } });
    expect(screen.getByRole("meter", { name: "Password strength" }).getAttribute("aria-valuetext")).toBe(
      "Strong",
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open my account" })));
    expect(Object.fromEntries(posted[0] ?? [])).toEqual({
      redirectTo: "/checkout",
      name: "Jo Builder",
      email: "jo@example.co.uk",
      password: "Oak-Beams-2024!",
      confirmPassword: "Oak-Beams-2024!",
    });
  });
});

describe("the forgotten-password form", () => {
  it("gives way to the words saying the link is on its way", async () => {
    page(
      (result) => <ForgottenPasswordForm result={result} />,
      formDone("If an account uses that email…", { showForm: false }),
    );
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "jo@example.co.uk" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Email me a link" })));
    expect((await screen.findByRole("status")).textContent).toBe("If an account uses that email…");
    expect(screen.queryByRole("button", { name: "Email me a link" })).toBeNull();
  });
});

describe("the change-password form", () => {
  it("says the password has changed and keeps none of the passwords typed", async () => {
    page((result) => <ChangePasswordForm result={result} />, formDone("Your password has been changed."));
    const fields = ["Current password", "New password", "Confirm new password"];
    fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "old pass 1" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "new pass 12" } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "new pass 12" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change password" })));
    expect((await screen.findByRole("status")).textContent).toBe("Your password has been changed.");
    await waitFor(() =>
      expect(fields.map((label) => (screen.getByLabelText(label) as HTMLInputElement).value)).toEqual([
        "",
        "",
        "",
      ]),
    );
  });
});
