// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { useFulfilment } from "../fulfilment-context.tsx";
import { ipswich, noFulfilment } from "../testing/fixtures.ts";
import { renderWithFulfilment } from "../testing/render-with-fulfilment.tsx";

vi.mock("../api.ts");

const outOfRadius = {
  ...noFulfilment,
  fulfilment: "delivery" as const,
  deliveryPostcode: "KW1 4YT",
  deliveryBranch: ipswich,
  deliverable: false,
};

function DetailsOpener() {
  const { openDetailsForm } = useFulfilment();
  return (
    <button type="button" onClick={openDetailsForm}>
      Open details
    </button>
  );
}

async function openForm() {
  renderWithFulfilment(() => <DetailsOpener />, { state: outOfRadius });
  await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Open details" })));
  return screen.getByRole("dialog", { name: "Please Provide Your Details" });
}

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const send = (form: HTMLElement) =>
  act(async () => void fireEvent.click(within(form).getByRole("button", { name: "Send my details" })));

function fillAll(form: HTMLElement) {
  fill(form, "First name", "Sam");
  fill(form, "Last name", "Carter");
  fill(form, "Email address", "sam@example.co.uk");
  fill(form, "Address line 1", "1 Harbour Road");
  fill(form, "Town or city", "Wick");
}

beforeEach(() => vi.resetAllMocks());

describe("'Please Provide Your Details' (spec/2 §2, §3, §5)", () => {
  it("names the postcode and branch, and starts from the delivery postcode", async () => {
    const form = await openForm();
    expect(form.textContent).toContain("KW1 4YT is outside our delivery area.");
    expect((within(form).getByLabelText("Postcode") as HTMLInputElement).value).toBe("KW1 4YT");
  });

  it("checks each field before sending", async () => {
    const form = await openForm();
    await send(form);
    expect(api.sendBranchRequest).not.toHaveBeenCalled();
    expect(within(form).getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
    expect(form.textContent).toContain("Please enter your address");
    expect(document.activeElement).toBe(within(form).getByLabelText("First name"));
  });

  it("shows the server's error for each field under that field", async () => {
    vi.mocked(api.sendBranchRequest).mockRejectedValue(
      new ApiError(400, {
        code: "bad_request",
        message: "email is not valid",
        fields: { email: "This is not a valid email address", city: "Please enter your town or city" },
      }),
    );
    const form = await openForm();
    fillAll(form);
    await send(form);
    const email = within(form).getByLabelText("Email address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This is not a valid email address",
    );
    expect(within(form).getByLabelText("Town or city").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
  });

  it("sends the details with the page's product and thanks the shopper in the branch's name", async () => {
    vi.mocked(api.sendBranchRequest).mockResolvedValue({
      branch: { id: 3, name: "Ipswich" },
      message: "sent",
    });
    const form = await openForm();
    fillAll(form);
    await send(form);
    expect(api.sendBranchRequest).toHaveBeenCalledExactlyOnceWith({
      fname: "Sam",
      lname: "Carter",
      email: "sam@example.co.uk",
      postcode: "KW1 4YT",
      address1: "1 Harbour Road",
      city: "Wick",
      county: "",
    });
    expect(screen.queryByRole("dialog", { name: "Please Provide Your Details" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Details sent" }).textContent).toContain(
      "Thank you, order details have been sent to Ipswich!",
    );
  });
});
