// @vitest-environment happy-dom
/**
 * The account forms' server-side field check (spec/1 §5 'Server-side field validation runs on
 * change or blur of form inputs; the returned message is shown beside the field') and the focus
 * on the first field a submit finds at fault (spec/1 §5 'errors focus the field'), on the "Your
 * details" form and the registration form.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountDetails } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { formDone, formRefused, type FormResult } from "../form-result.ts";
import { DetailsForm } from "./DetailsForm.tsx";
import { RegisterForm } from "./IdentityForms.tsx";

vi.mock("../api.ts");

const PHONE_MESSAGE = "Please enter a UK phone number, such as 01234 567890.";
const details: AccountDetails = { name: "Jo Builder", email: "jo@example.co.uk", phone: null, company: null };

/** `form` at `/page`, whose action answers `answer(posted)`; `saved` is what the loader holds. */
function page(
  form: (result: FormResult | undefined, saved: AccountDetails) => React.ReactNode,
  answer: (posted: FormData) => FormResult = () => formRefused({}),
  saved: () => AccountDetails = () => details,
) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/page",
      Component: ({ actionData, loaderData }: { actionData?: FormResult; loaderData: AccountDetails }) => (
        <>{form(actionData, loaderData)}</>
      ),
      loader: () => saved(),
      action: async ({ request }) => {
        const data = await request.formData();
        posted.push(data);
        return answer(data);
      },
    },
  ]);
  render(<Stub initialEntries={["/page"]} />);
  return posted;
}

/** Typing into an input as a person does: it takes the focus, changes, and is left. */
async function typeAndLeave(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  await act(async () => fireEvent.blur(input));
}

/** The words the input's aria-describedby points at that are not its hint. */
function messageBeside(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? undefined;
}

beforeEach(() => vi.resetAllMocks());

describe("the check as a field is left (spec/1 §5)", () => {
  it("asks the server about the phone typed and shows its words beside the field, then clears them once fixed", async () => {
    vi.mocked(api.validateField).mockResolvedValueOnce({ fieldMessage: PHONE_MESSAGE });
    page((result, saved) => <DetailsForm details={saved} result={result} />);
    const phone = await screen.findByLabelText("Phone (optional)");

    await typeAndLeave(phone, "12345");
    expect(api.validateField).toHaveBeenCalledWith({
      model: "account-details",
      field: "phone",
      value: "12345",
    });
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
    expect(messageBeside(phone)).toBe(PHONE_MESSAGE);
    // Beside the field only: nothing above the form.
    expect(screen.queryByRole("alert")).toBeNull();

    vi.mocked(api.validateField).mockResolvedValueOnce({ fieldMessage: null });
    await typeAndLeave(phone, "01234 567890");
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBeNull());
    expect(messageBeside(phone)).toBeUndefined();
  });

  it("does not ask about a field passed through without a change", async () => {
    page((result, saved) => <DetailsForm details={saved} result={result} />);
    const name = await screen.findByLabelText("Name");
    fireEvent.focus(name);
    await act(async () => fireEvent.blur(name));
    expect(api.validateField).not.toHaveBeenCalled();
  });

  it("sends a confirmation with the password it must match, and checks it again when the password changes", async () => {
    vi.mocked(api.validateField).mockResolvedValue({ fieldMessage: null });
    vi.mocked(api.validateField).mockResolvedValueOnce({ fieldMessage: "The two passwords do not match." });
    page((result) => <RegisterForm redirectTo="/account" result={result} />);
    const password = await screen.findByLabelText("Password");
    const confirm = screen.getByLabelText("Confirm password");
    fireEvent.change(password, { target: { value: "Oak-Beams-2024!" } });

    await typeAndLeave(confirm, "Oak-Beams-2025!");
    expect(api.validateField).toHaveBeenLastCalledWith({
      model: "registration",
      field: "confirmPassword",
      value: "Oak-Beams-2025!",
      compareWithField: "password",
      compareWithFieldValue: "Oak-Beams-2024!",
    });
    await waitFor(() => expect(messageBeside(confirm)).toBe("The two passwords do not match."));

    await typeAndLeave(password, "Oak-Beams-2025!");
    expect(api.validateField).toHaveBeenCalledWith({
      model: "registration",
      field: "password",
      value: "Oak-Beams-2025!",
    });
    expect(api.validateField).toHaveBeenLastCalledWith({
      model: "registration",
      field: "confirmPassword",
      value: "Oak-Beams-2025!",
      compareWithField: "password",
      compareWithFieldValue: "Oak-Beams-2025!",
    });
    await waitFor(() => expect(messageBeside(confirm)).toBeUndefined());
  });

  it("shows nothing new when the check itself fails: the submit still checks", async () => {
    vi.mocked(api.validateField).mockRejectedValueOnce(
      new ApiError(429, { code: "rate_limited", message: "Too many requests." }),
    );
    page((result, saved) => <DetailsForm details={saved} result={result} />);
    const phone = await screen.findByLabelText("Phone (optional)");
    await typeAndLeave(phone, "12345");
    expect(api.validateField).toHaveBeenCalledTimes(1);
    expect(phone.getAttribute("aria-invalid")).toBeNull();
  });

  it("drops the answer of a check still on its way when the submit answers", async () => {
    let late: (reply: { fieldMessage: string | null }) => void = () => {};
    vi.mocked(api.validateField).mockReturnValueOnce(new Promise((resolve) => (late = resolve)));
    page(
      (result, saved) => <DetailsForm details={saved} result={result} />,
      () =>
        formRefused({ errors: { name: "Your name must be at least 2 characters." }, values: { name: "J" } }),
    );
    const phone = await screen.findByLabelText("Phone (optional)");
    await typeAndLeave(phone, "12345");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save my details" })));
    await waitFor(() =>
      expect(messageBeside(screen.getByLabelText("Name"))).toBe("Your name must be at least 2 characters."),
    );
    await act(async () => late({ fieldMessage: PHONE_MESSAGE }));
    expect(messageBeside(phone)).toBeUndefined();
  });
});

describe("a submit the server refuses (spec/1 §3 generic form response, §5 errors focus the field)", () => {
  it("shows each field's words beside it, keeps what was typed, and focuses the first field at fault", async () => {
    const posted = page(
      (result, saved) => <DetailsForm details={saved} result={result} />,
      () =>
        formRefused({
          errors: { name: "Your name must be at least 2 characters.", phone: PHONE_MESSAGE },
          values: { name: "J", phone: "12345", company: "Oak Ltd" },
        }),
    );
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "J" } });
    fireEvent.change(screen.getByLabelText("Phone (optional)"), { target: { value: "12345" } });
    fireEvent.change(screen.getByLabelText("Company (optional)"), { target: { value: "Oak Ltd" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save my details" })));

    expect(Object.fromEntries(posted[0] ?? [])).toEqual({
      intent: "details",
      name: "J",
      phone: "12345",
      company: "Oak Ltd",
    });
    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(messageBeside(name)).toBe("Your name must be at least 2 characters.");
    expect(messageBeside(screen.getByLabelText("Phone (optional)"))).toBe(PHONE_MESSAGE);
    expect((screen.getByLabelText("Company (optional)") as HTMLInputElement).value).toBe("Oak Ltd");
  });

  it("focuses the field at fault even when it is not the first", async () => {
    page(
      (result, saved) => <DetailsForm details={saved} result={result} />,
      () =>
        formRefused({
          errors: { phone: PHONE_MESSAGE },
          values: { name: "Jo Builder", phone: "12345", company: "" },
        }),
    );
    const save = await screen.findByRole("button", { name: "Save my details" });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Phone (optional)")));
  });
});

describe("the details saved", () => {
  it("says so, with the email shown and the saved details in the form", async () => {
    let saved = details;
    page(
      (result, current) => <DetailsForm details={current} result={result} />,
      (posted) => {
        saved = { ...details, name: String(posted.get("name")).trim(), phone: String(posted.get("phone")) };
        return formDone("Your details have been saved.");
      },
      () => saved,
    );
    expect(await screen.findByText("jo@example.co.uk")).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Jo Builder");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: " Jo Carpenter " } });
    fireEvent.change(screen.getByLabelText("Phone (optional)"), { target: { value: "01234 567890" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save my details" })));
    expect((await screen.findByRole("status")).textContent).toBe("Your details have been saved.");
    await waitFor(() =>
      expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Jo Carpenter"),
    );
    expect((screen.getByLabelText("Phone (optional)") as HTMLInputElement).value).toBe("01234 567890");
    expect(screen.queryByRole("textbox", { name: /email/i })).toBeNull();
  });
});
