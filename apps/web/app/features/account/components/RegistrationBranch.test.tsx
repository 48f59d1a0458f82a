// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { NearbyBranch, NearbyBranches } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { formRefused, type FormResult } from "../form-result.ts";
import { RegisterForm } from "./IdentityForms.tsx";

vi.mock("../api.ts");

/** spec/2 §7 registration-form: the registration form's optional 'Your nearest branch' step (decision 121). */
function branch(id: number, name: string, distanceMiles: number, selling = true): NearbyBranch {
  return {
    id,
    code: `BU0${id}`,
    slug: `burwood-${name.toLowerCase()}`,
    name,
    fullName: `Burwood ${name}`,
    brand: { code: "BU", name: "Burwood Building Supplies" },
    erp: "bistrack",
    postcode: "IP1 1AA",
    phone: "01473 000111",
    email: `${name.toLowerCase()}@burwood.example`,
    address: ["1 Quay Street", name],
    features: [],
    basketEcommerceActive: selling,
    distanceMiles,
    maxDeliveryMiles: 30,
    delivers: selling,
    nearest: false,
    lat: 52.05,
    lng: 1.15,
    openingTimes: [],
    availability: null,
  };
}

const near = (branches: NearbyBranch[]): NearbyBranches => ({
  origin: { label: "IP4 2BX", postcode: "IP4 2BX", lat: 52.06, lng: 1.17 },
  branches,
  features: [],
});

/** The registration page with the form, its action recording what was posted and answering `answer`. */
function renderRegistration(answer: FormResult = formRefused({})) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/account/register",
      Component: ({ actionData }: { actionData?: FormResult }) => (
        <RegisterForm redirectTo="/account" result={actionData} brandCode="BU" />
      ),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/account/register"]} />);
  return posted;
}

const step = () => screen.getByRole("group", { name: "Your nearest branch (optional)" });
const typePostcode = (text: string) =>
  fireEvent.change(within(step()).getByLabelText("Your postcode"), { target: { value: text } });
const findBranches = () =>
  act(async () => void fireEvent.click(within(step()).getByRole("button", { name: "Find branches" })));

async function fillIdentity() {
  fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Jo Builder" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "jo@example.co.uk" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Oak-Beams-2024!" } });
  fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "Oak-Beams-2024!" } });
}
const submit = () =>
  act(async () => void fireEvent.click(screen.getByRole("button", { name: "Open my account" })));

beforeEach(() => vi.resetAllMocks());

describe("the registration form's branch step", () => {
  it("lists the nearest branches taking orders online, and posts the one picked as branchId", async () => {
    vi.mocked(api.nearestBranches).mockResolvedValue(
      near([branch(3, "Ipswich", 1.2), branch(9, "Woodbridge", 6.5, false), branch(4, "Colchester", 16.4)]),
    );
    const posted = renderRegistration();
    await fillIdentity();
    typePostcode("ip4 2bx");
    await findBranches();
    expect(api.nearestBranches).toHaveBeenCalledExactlyOnceWith("IP4 2BX", "BU");
    const choices = within(step()).getByRole("group", { name: "Choose your branch" });
    expect(
      within(choices)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Burwood Ipswich1.2 miles", "Burwood Colchester16.4 miles", "No branch for now"]);
    fireEvent.click(within(choices).getByRole("radio", { name: /Burwood Colchester/ }));
    await submit();
    expect(posted[0]?.get("branchId")).toBe("4");
    // The postcode only finds branches: it is not part of the account.
    expect([...(posted[0]?.keys() ?? [])]).not.toContain("postcode");
  });

  it("is skipped by opening the account without looking: no branch is posted", async () => {
    const posted = renderRegistration();
    await fillIdentity();
    await submit();
    expect(posted[0]?.has("branchId")).toBe(false);
    expect(api.nearestBranches).not.toHaveBeenCalled();
  });

  it("finds branches on Enter in the postcode box, without sending the form", async () => {
    vi.mocked(api.nearestBranches).mockResolvedValue(near([branch(3, "Ipswich", 1.2)]));
    const posted = renderRegistration();
    typePostcode("IP4 2BX");
    await act(
      async () => void fireEvent.keyDown(within(step()).getByLabelText("Your postcode"), { key: "Enter" }),
    );
    expect(api.nearestBranches).toHaveBeenCalledOnce();
    expect(posted).toEqual([]);
  });

  it.each([
    ["an invalid postcode, without asking the shop", "IP4", null, "Please enter a valid postcode"],
    [
      "a postcode the shop does not know",
      "ZZ9 9ZZ",
      new ApiError(404, { code: "not_found", message: "?" }),
      "We could not locate any stores from the location entered, please try again",
    ],
    [
      "a failed search",
      "IP4 2BX",
      new TypeError("Failed to fetch"),
      "Sorry there has been an error, please check the postcode and try again.",
    ],
  ])("says so under the postcode for %s", async (_, postcode, failure, message) => {
    if (failure) vi.mocked(api.nearestBranches).mockRejectedValue(failure);
    renderRegistration();
    typePostcode(postcode);
    await findBranches();
    expect(within(step()).getByLabelText("Your postcode").getAttribute("aria-invalid")).toBe("true");
    expect(step().textContent).toContain(message);
    if (!failure) expect(api.nearestBranches).not.toHaveBeenCalled();
  });

  it("says when no branch near the place takes orders online", async () => {
    vi.mocked(api.nearestBranches).mockResolvedValue(near([branch(9, "Woodbridge", 6.5, false)]));
    renderRegistration();
    typePostcode("IP4 2BX");
    await findBranches();
    expect(step().textContent).toContain("No stores available in your selected search.");
    expect(within(step()).queryByRole("radio")).toBeNull();
  });

  it("shows the shop's refusal of the branch in the step, keeping the list to pick again", async () => {
    vi.mocked(api.nearestBranches).mockResolvedValue(near([branch(3, "Ipswich", 1.2)]));
    renderRegistration(formRefused({ errors: { branchId: "Please choose one of the branches listed." } }));
    await fillIdentity();
    typePostcode("IP4 2BX");
    await findBranches();
    fireEvent.click(within(step()).getByRole("radio", { name: /Burwood Ipswich/ }));
    await submit();
    expect(step().textContent).toContain("Please choose one of the branches listed.");
    expect(within(step()).getAllByRole("radio")).toHaveLength(2);
  });
});
