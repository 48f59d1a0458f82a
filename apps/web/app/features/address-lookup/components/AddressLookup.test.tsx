// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { EMPTY_ADDRESS, type AddressValues } from "~/ui/address.ts";
import { AddressLookup } from "./AddressLookup.tsx";

vi.mock("../api.ts");

const ORCHARD_CLOSE = [
  { key: "a11", label: "21 Orchard Close, Ipswich" },
  { key: "a12", label: "23 Orchard Close, Ipswich" },
  { key: "a13", label: "Flat 1, Albion Court, Orchard Close, Ipswich" },
];
const FLAT_1 = {
  InternalLine1: "Flat 1, Albion Court",
  InternalLine2: "Orchard Close",
  City: "Ipswich",
  Province: "Suffolk",
  PostCode: "IP4 2BX",
};
const HILLHEAD_FARM = {
  InternalLine1: "Hillhead Farm",
  InternalLine2: "Stirkoke",
  City: "Wick",
  Province: "Caithness",
  PostCode: "KW1 4YT",
};

type LookupReply = Awaited<ReturnType<typeof api.lookUpAddresses>>;
/** The lookup's replies: IP4 2BX's addresses to choose from, KW1 4YT's one address, a postcode it does not know. */
const ORCHARD_CLOSE_REPLY: LookupReply = { state: "select", list: ORCHARD_CLOSE, key: "", message: "" };
const HILLHEAD_FARM_REPLY: LookupReply = {
  state: "single",
  list: [{ key: "a40", label: "Hillhead Farm, Stirkoke, Wick" }],
  key: "a40",
  message: "",
  address: HILLHEAD_FARM,
};
const INVALID_POSTCODE_REPLY: LookupReply = {
  state: "error",
  list: [],
  key: "",
  message: "invalid postcode",
};

/** The checkout form as the popup's owner: it keeps the values and sees every change. */
function showLookup(errors: Record<string, string> = {}, initial: AddressValues = EMPTY_ADDRESS) {
  const changes: AddressValues[] = [];
  const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  function CheckoutForm() {
    const [values, setValues] = useState(initial);
    return (
      <form aria-label="Checkout" onSubmit={submitted}>
        <AddressLookup
          values={values}
          onChange={(next) => {
            changes.push(next);
            setValues(next);
          }}
          errors={errors}
        />
      </form>
    );
  }
  render(<CheckoutForm />);
  const form = screen.getByRole("form", { name: "Checkout" });
  const last = () => changes.at(-1);
  return { form, changes, last, submitted };
}

const postcodeBox = () =>
  screen.getByRole("textbox", { name: "Find your address by postcode" }) as HTMLInputElement;
const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const typePostcode = (value: string) => fireEvent.change(postcodeBox(), { target: { value } });
const houseBox = () =>
  screen.getByRole("textbox", { name: "House number or name (optional)" }) as HTMLInputElement;
const typeHouse = (value: string) => fireEvent.change(houseBox(), { target: { value } });
const find = () =>
  act(async () => void fireEvent.click(screen.getByRole("button", { name: /Find address/ })));
const alertText = () => screen.getByRole("alert").textContent;
const filledIn = () => ({
  Address1: field("Address line 1").value,
  Address2: field("Address line 2 (optional)").value,
  Town: field("Town or city").value,
  County: field("County (optional)").value,
  PostCode: field("Postcode").value,
});
const hidden = (form: HTMLElement, name: string) =>
  (form.querySelector(`input[type=hidden][name=${name}]`) as HTMLInputElement).value;

beforeEach(() => vi.resetAllMocks());
afterEach(() => vi.useRealTimers());

describe("the address popup's postcode (spec/1 §5 'more than 2 characters … Full Postcode')", () => {
  it.each([
    ["two characters", "IP"],
    ["spaces around one", "  I  "],
    ["nothing", ""],
  ])("with %s clears the box, asks for the 'Full Postcode' and looks nothing up", async (_case, typed) => {
    showLookup();
    expect(postcodeBox().placeholder).toBe("e.g. IP1 1AA");
    typePostcode(typed);
    await find();
    expect(postcodeBox().value).toBe("");
    expect(postcodeBox().placeholder).toBe("Full Postcode");
    expect(document.activeElement).toBe(postcodeBox());
    expect(api.lookUpAddresses).not.toHaveBeenCalled();
  });

  it("looks up three characters or more, as typed, and Enter in the box finds without submitting the form", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue(INVALID_POSTCODE_REPLY);
    const { submitted } = showLookup();
    typePostcode(" ip4 2bx ");
    await act(async () => void fireEvent.keyDown(postcodeBox(), { key: "Enter" }));
    expect(api.lookUpAddresses).toHaveBeenCalledExactlyOnceWith("ip4 2bx");
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe("the address popup's states (spec/1 §3)", () => {
  it("select: offers the postcode's addresses to choose from, then fills the fields with the one chosen", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue(ORCHARD_CLOSE_REPLY);
    vi.mocked(api.populateAddress).mockResolvedValue({ state: "success", address: FLAT_1, message: "" });
    const { form, last } = showLookup();
    typePostcode("IP4 2BX");
    await find();

    const list = screen.getByRole("combobox", { name: "Choose your address" }) as HTMLSelectElement;
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select your address (3 found)", ...ORCHARD_CLOSE.map((choice) => choice.label)]);
    expect(document.activeElement).toBe(list);
    expect(screen.getByText("3 addresses found for IP4 2BX. Choose yours from the list.")).toBeTruthy();
    // Until one is chosen the form is in fetch mode with nothing chosen: 'Please select an address'.
    expect(last()).toMatchObject({ LookupStatus: "fetch", LookupFetch: "" });

    await act(async () => void fireEvent.change(list, { target: { value: "a13" } }));
    expect(api.populateAddress).toHaveBeenCalledExactlyOnceWith("a13");
    expect(filledIn()).toEqual({
      Address1: "Flat 1, Albion Court",
      Address2: "Orchard Close",
      Town: "Ipswich",
      County: "Suffolk",
      PostCode: "IP4 2BX",
    });
    expect(last()).toMatchObject({ LookupStatus: "fetch", LookupFetch: "a13" });
    expect(hidden(form, "LookupStatus")).toBe("fetch");
    expect(hidden(form, "LookupFetch")).toBe("a13");
    expect(screen.getByText("Address filled in: Flat 1, Albion Court, Orchard Close, Ipswich.")).toBeTruthy();
  });

  it("single: fills the fields with the postcode's one address straight away, without asking again", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue(HILLHEAD_FARM_REPLY);
    const { last } = showLookup();
    typePostcode("kw14yt");
    await find();
    expect(filledIn()).toEqual({
      Address1: "Hillhead Farm",
      Address2: "Stirkoke",
      Town: "Wick",
      County: "Caithness",
      PostCode: "KW1 4YT",
    });
    expect(last()).toMatchObject({ LookupStatus: "fetch", LookupFetch: "a40" });
    expect(api.populateAddress).not.toHaveBeenCalled();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("single by key alone: asks for the address (populate), then fills the fields", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue({ state: "single", list: [], key: "a40", message: "" });
    vi.mocked(api.populateAddress).mockResolvedValue({
      state: "success",
      address: HILLHEAD_FARM,
      message: "",
    });
    const { last } = showLookup();
    typePostcode("KW1 4YT");
    await find();
    expect(api.populateAddress).toHaveBeenCalledExactlyOnceWith("a40");
    expect(filledIn().Address1).toBe("Hillhead Farm");
    expect(last()).toMatchObject({ LookupStatus: "fetch", LookupFetch: "a40" });
  });

  it("error: shows 'invalid postcode' for 5 seconds, then fades it away", async () => {
    vi.useFakeTimers();
    vi.mocked(api.lookUpAddresses).mockResolvedValue(INVALID_POSTCODE_REPLY);
    showLookup();
    typePostcode("IP1 9ZZ");
    await find();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("invalid postcode");
    expect(alert.dataset.fading).toBeUndefined();

    act(() => void vi.advanceTimersByTime(4_999));
    expect(alert.textContent).toBe("invalid postcode");
    expect(alert.dataset.fading).toBeUndefined();
    act(() => void vi.advanceTimersByTime(1));
    expect(alert.dataset.fading).toBe("true");
    expect(alert.className).toContain("opacity-0");
    act(() => void vi.advanceTimersByTime(600));
    expect(alert.textContent).toBe("");
  });

  it("shows the same error again for another 5 seconds when the lookup fails again", async () => {
    vi.useFakeTimers();
    vi.mocked(api.lookUpAddresses).mockResolvedValue(INVALID_POSTCODE_REPLY);
    showLookup();
    typePostcode("IP1 9ZZ");
    await find();
    act(() => void vi.advanceTimersByTime(4_000));
    await find();
    act(() => void vi.advanceTimersByTime(4_000));
    expect(alertText()).toBe("invalid postcode");
    expect(screen.getByRole("alert").dataset.fading).toBeUndefined();
  });
});

const ORCHARD_23 = {
  InternalLine1: "23 Orchard Close",
  InternalLine2: "",
  City: "Ipswich",
  Province: "Suffolk",
  PostCode: "IP4 2BX",
};

describe("lookup mode: a house number or name at a postcode (spec/1 §3 LookupStatus 'lookup', LookupNumber, LookupPostcode)", () => {
  it("one match: fills the fields with it, the form in lookup mode with the house and postcode it was found by", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue({
      state: "single",
      list: [{ key: "a12", label: "23 Orchard Close, Ipswich" }],
      key: "a12",
      message: "",
      address: ORCHARD_23,
    });
    const { form, last } = showLookup();
    typePostcode("ip4 2bx");
    typeHouse(" 23 ");
    await find();
    expect(api.lookUpAddresses).toHaveBeenCalledExactlyOnceWith("ip4 2bx", "23");
    expect(filledIn()).toEqual({
      Address1: "23 Orchard Close",
      Address2: "",
      Town: "Ipswich",
      County: "Suffolk",
      PostCode: "IP4 2BX",
    });
    expect(last()).toMatchObject({
      LookupStatus: "lookup",
      LookupNumber: "23",
      LookupPostcode: "IP4 2BX",
      LookupFetch: "a12",
    });
    expect(hidden(form, "LookupStatus")).toBe("lookup");
    // The boxes are the form's LookupPostcode and LookupNumber, as spec/1 §3 names them.
    expect(postcodeBox().name).toBe("LookupPostcode");
    expect(houseBox().name).toBe("LookupNumber");
    expect(houseBox().value).toBe("23");
    expect(screen.getByText("Address filled in: 23 Orchard Close, Ipswich.")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(api.populateAddress).not.toHaveBeenCalled();
  });

  it("several matches: offers them as the list to choose from", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue({
      state: "select",
      list: ORCHARD_CLOSE.slice(0, 2),
      key: "",
      message: "",
    });
    vi.mocked(api.populateAddress).mockResolvedValue({ state: "success", address: ORCHARD_23, message: "" });
    const { last } = showLookup();
    typePostcode("IP4 2BX");
    typeHouse("Orchard Close");
    await act(async () => void fireEvent.keyDown(houseBox(), { key: "Enter" }));
    expect(api.lookUpAddresses).toHaveBeenCalledExactlyOnceWith("IP4 2BX", "Orchard Close");
    const list = screen.getByRole("combobox", { name: "Choose your address" }) as HTMLSelectElement;
    expect(within(list).getAllByRole("option")).toHaveLength(3);
    expect(
      screen.getByText("2 addresses at IP4 2BX match Orchard Close. Choose yours from the list."),
    ).toBeTruthy();
    expect(last()).toMatchObject({ LookupStatus: "fetch", LookupFetch: "" });
    await act(async () => void fireEvent.change(list, { target: { value: "a12" } }));
    expect(filledIn().Address1).toBe("23 Orchard Close");
    expect(last()).toMatchObject({ LookupStatus: "fetch", LookupFetch: "a12" });
  });

  it("no match: shows 'address matching failed' for 5 seconds, then fades it, the lines left empty", async () => {
    vi.useFakeTimers();
    vi.mocked(api.lookUpAddresses).mockResolvedValue({
      state: "select",
      list: [],
      key: "",
      message: "address matching failed",
    });
    const { last } = showLookup(
      {},
      {
        ...EMPTY_ADDRESS,
        Address1: "Hillhead Farm",
        Town: "Wick",
        LookupStatus: "fetch",
        LookupFetch: "a40",
      },
    );
    typePostcode("IP4 2BX");
    typeHouse("99");
    await find();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("address matching failed");
    // The address chosen before is not the house asked for: it goes.
    expect(filledIn()).toMatchObject({ Address1: "", Town: "", PostCode: "IP4 2BX" });
    expect(last()).toMatchObject({ LookupStatus: "lookup", LookupNumber: "99", LookupFetch: "" });
    act(() => void vi.advanceTimersByTime(5_000));
    expect(alert.dataset.fading).toBe("true");
    act(() => void vi.advanceTimersByTime(600));
    expect(alert.textContent).toBe("");
  });

  it("empties the lines found once the house or the postcode is changed, staying in lookup mode", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue({
      state: "single",
      list: [],
      key: "a12",
      message: "",
      address: ORCHARD_23,
    });
    const { last } = showLookup();
    typePostcode("IP4 2BX");
    typeHouse("23");
    await find();
    expect(filledIn().Address1).toBe("23 Orchard Close");
    typeHouse("25");
    expect(filledIn()).toMatchObject({ Address1: "", Town: "", County: "", PostCode: "IP4 2BX" });
    expect(last()).toMatchObject({ LookupStatus: "lookup", LookupNumber: "25", LookupFetch: "" });
  });

  it("without a house, looks up the postcode alone, as before", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue(ORCHARD_CLOSE_REPLY);
    showLookup();
    typePostcode("IP4 2BX");
    typeHouse("   ");
    await find();
    expect(api.lookUpAddresses).toHaveBeenCalledExactlyOnceWith("IP4 2BX");
  });

  it("shows the lookup mode's rules under the house and postcode boxes", () => {
    showLookup({
      LookupNumber: "Please enter your house number or name",
      LookupPostcode: "Please enter your postcode",
    });
    expect(houseBox().getAttribute("aria-invalid")).toBe("true");
    expect(postcodeBox().getAttribute("aria-invalid")).toBe("true");
    const describedBy = (box: HTMLInputElement) =>
      (box.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy(houseBox())).toEqual(["Please enter your house number or name"]);
    expect(describedBy(postcodeBox())).toEqual(["Please enter your postcode"]);
  });
});

describe("the address popup's failures (spec/1 §8)", () => {
  it.each([
    ["a lookup service that is down (503)", new ApiError(503, { code: "unavailable", message: "down" })],
    ["no answer at all", new TypeError("Failed to fetch")],
  ])("shows 'unexpected response' for %s", async (_case, failure) => {
    vi.mocked(api.lookUpAddresses).mockRejectedValue(failure);
    showLookup();
    typePostcode("IP4 2BX");
    await find();
    expect(alertText()).toBe("unexpected response");
  });

  it("shows 'unexpected response' for a reply it cannot read", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue("<html>" as never);
    showLookup();
    typePostcode("IP4 2BX");
    await find();
    expect(alertText()).toBe("unexpected response");
  });

  it("shows 'address matching failed' when the chosen address is not found (404), and leaves none chosen", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue(ORCHARD_CLOSE_REPLY);
    vi.mocked(api.populateAddress).mockRejectedValue(
      new ApiError(404, {
        code: "not_found",
        message: "address matching failed",
        fields: { key: "address matching failed" },
      }),
    );
    const { last } = showLookup();
    typePostcode("IP4 2BX");
    await find();
    await act(
      async () =>
        void fireEvent.change(screen.getByRole("combobox", { name: "Choose your address" }), {
          target: { value: "a11" },
        }),
    );
    expect(alertText()).toBe("address matching failed");
    expect(last()).toMatchObject({ LookupStatus: "fetch", LookupFetch: "" });
    expect(filledIn().Address1).toBe("");
  });
});

describe("typing the address by hand", () => {
  it("'Enter the address yourself' puts away the list and the cursor in line 1, with the lookup off", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue(ORCHARD_CLOSE_REPLY);
    const { form, last } = showLookup();
    typePostcode("IP4 2BX");
    await find();
    fireEvent.click(screen.getByRole("button", { name: "Enter the address yourself" }));
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(document.activeElement).toBe(field("Address line 1"));
    expect(last()).toMatchObject({ LookupStatus: "", LookupFetch: "" });
    expect(hidden(form, "LookupStatus")).toBe("");
  });

  it("makes a filled address the shopper's own once a field is changed", async () => {
    vi.mocked(api.lookUpAddresses).mockResolvedValue(HILLHEAD_FARM_REPLY);
    const { last } = showLookup();
    typePostcode("KW1 4YT");
    await find();
    fireEvent.change(field("Address line 2 (optional)"), { target: { value: "Stirkoke Mains" } });
    expect(last()).toEqual({
      Address1: "Hillhead Farm",
      Address2: "Stirkoke Mains",
      Town: "Wick",
      County: "Caithness",
      PostCode: "KW1 4YT",
      LookupStatus: "",
      LookupFetch: "",
      LookupNumber: "",
      LookupPostcode: "KW1 4YT",
    });
  });

  it("names every field as the checkout form posts it, and shows the form's messages beside them", () => {
    const { form } = showLookup({
      Address1: "Please enter your address",
      Town: "Please enter your town or city",
    });
    expect(field("Address line 1").name).toBe("Address1");
    expect(field("Address line 2 (optional)").name).toBe("Address2");
    expect(field("Town or city").name).toBe("Town");
    expect(field("County (optional)").name).toBe("County");
    expect(field("Postcode").name).toBe("PostCode");
    expect(within(form).getByRole("group", { name: "Delivery address" })).toBeTruthy();
    expect(field("Address line 1").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter your address")).toBeTruthy();
    expect(screen.getByText("Please enter your town or city")).toBeTruthy();
  });
});
