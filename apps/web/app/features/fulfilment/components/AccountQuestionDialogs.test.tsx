// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE, CHOOSE_ACCOUNT_MESSAGE } from "@merchant/domain/accounts";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { useCheckedChange } from "../fulfilment-context.tsx";
import {
  activatesJoinery,
  accountsFine,
  choosesBetweenSmiths,
  colchester,
  colchesterSupportsNone,
  collectingFromIpswich,
  deliveringToIp4,
  differencesAt,
  ipswich,
  nearIpswich,
  noFulfilment,
  setReply,
  smithBuilders,
  smithJoinery,
  unavailableLine,
  unchangedLine,
} from "../testing/fixtures.ts";
import { renderWithFulfilment, SelectorOpener } from "../testing/render-with-fulfilment.tsx";
import { StoreChange } from "./StoreChange.tsx";

vi.mock("../api.ts");

const colchesterSet = setReply({ ...collectingFromIpswich, collectionBranch: colchester });
const losesOak = differencesAt(colchester, [unavailableLine(1, "Oak Beam 100x100")]);
const refusal = (status: number, message: string) => new ApiError(status, { code: "conflict", message });

const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const escape = (element: HTMLElement) => act(async () => void fireEvent.keyDown(element, { key: "Escape" }));
const chooseDialog = () => screen.getByRole("dialog", { name: "Choose a Trade Account" });
const unsupportedDialog = () => screen.getByRole("dialog", { name: "Trade Account Not Supported" });
const buttonIn = (dialog: HTMLElement, name: string) => within(dialog).getByRole("button", { name });
const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label") ?? button.textContent);
const errorLine = () => screen.getByRole("alert");
const JOINERY = "SMJ002 Smith Joinery (Dynamics AX)";
const BUILDERS = "SMI001 Smith Builders Ltd (BisTrack)";

/** The store-change section, collecting from Ipswich, with Colchester's Select pressed. */
async function selectColchester() {
  renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich });
  const box = screen.getByRole("textbox", { name: "Location, address or postcode" });
  await act(async () => {
    fireEvent.change(box, { target: { value: "IP4 2BX" } });
    fireEvent.submit(box.closest("form")!);
  });
  await click(screen.getByRole("button", { name: "Select Burwood Colchester" }));
}

/** The header's selector opened for delivery, IP4 2BX searched. */
async function deliverToIp4() {
  renderWithFulfilment(() => <SelectorOpener fulfilment="delivery" />, { state: collectingFromIpswich });
  await click(screen.getByRole("button", { name: "Open selector" }));
  const selector = screen.getByRole("dialog", { name: "Choose Your Branch" });
  fireEvent.change(within(selector).getByRole("textbox"), { target: { value: "ip42bx" } });
  await click(within(selector).getByRole("button", { name: "Search" }));
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
  vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
  vi.mocked(api.basketDifferences).mockResolvedValue(differencesAt(colchester, [unchangedLine(1, "Sand")]));
  vi.mocked(api.setCollectionBranch).mockResolvedValue(colchesterSet);
  vi.mocked(api.setDeliveryPostcode).mockResolvedValue(setReply(deliveringToIp4));
  vi.mocked(api.branchDetail).mockResolvedValue({
    branch: { ...nearIpswich.branches[1]!, managerName: null },
  });
});
afterEach(() => vi.useRealTimers());

describe("a branch whose ERP the trade user's accounts fit (spec/2 §4)", () => {
  it.each([
    ["fine", accountsFine],
    ["the one compatible account, which the server activates", activatesJoinery],
  ])("asks nothing for %s, and sets the branch", async (_, compatibility) => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(compatibility);
    await selectColchester();

    expect(api.branchCompatibility).toHaveBeenCalledExactlyOnceWith({ branchId: colchester.id });
    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, false, {});
    expect(screen.getByRole("dialog", { name: "Branch Set" })).toBeTruthy();
  });
});

describe("choosing the trade account for the new branch (spec/2 §4 account selection)", () => {
  beforeEach(() => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(choosesBetweenSmiths);
  });

  it("asks which account to use, one labelled button per account, with Cancel focused", async () => {
    await selectColchester();

    const dialog = chooseDialog();
    expect(dialog.textContent).toContain("Please choose the trade account to use at this branch.");
    expect(buttonNames(dialog)).toEqual(["Close", BUILDERS, JOINERY, "Cancel"]);
    expect(document.activeElement).toBe(buttonIn(dialog, "Cancel"));
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
  });

  it("keeps focus inside: Tab from the last button goes back to the first", async () => {
    await selectColchester();
    const cancel = buttonIn(chooseDialog(), "Cancel");
    await act(async () => void fireEvent.keyDown(cancel, { key: "Tab" }));
    expect(document.activeElement).toBe(buttonIn(chooseDialog(), "Close"));
  });

  it("sends the account picked with the change, and says the branch is set", async () => {
    await selectColchester();
    await click(buttonIn(chooseDialog(), JOINERY));

    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, false, {
      accountId: smithJoinery.id,
    });
    expect(screen.queryByRole("dialog", { name: "Choose a Trade Account" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Branch Set" })).toBeTruthy();
  });

  it("then asks about the basket's differences, and sends both answers", async () => {
    vi.mocked(api.basketDifferences).mockResolvedValue(losesOak);
    await selectColchester();
    await click(buttonIn(chooseDialog(), BUILDERS));

    const differences = screen.getByRole("dialog", { name: "Branch differences" });
    expect(differences.textContent).toContain("Oak Beam 100x100 is not available from this branch.");
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
    await click(buttonIn(differences, "Change Branch"));
    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, true, {
      accountId: smithBuilders.id,
    });
  });

  it("changes nothing on Cancel", async () => {
    await selectColchester();
    await click(buttonIn(chooseDialog(), "Cancel"));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.basketDifferences).not.toHaveBeenCalled();
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
    expect(screen.getByRole("row", { name: /^Ipswich/ }).textContent).toContain("Selected");
    // Cancelling is not a failure: the error line stays empty.
    expect(errorLine().textContent).toBe("");
  });

  it("changes nothing on Escape either", async () => {
    await selectColchester();
    await escape(chooseDialog());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
  });

  it("asks before a new delivery postcode too", async () => {
    await deliverToIp4();

    expect(api.branchCompatibility).toHaveBeenCalledExactlyOnceWith({ postcode: "IP4 2BX" });
    await click(buttonIn(chooseDialog(), BUILDERS));
    expect(api.setDeliveryPostcode).toHaveBeenCalledExactlyOnceWith("IP4 2BX", false, {
      accountId: smithBuilders.id,
    });
    expect(screen.getByRole("dialog", { name: "Delivery Postcode Set" })).toBeTruthy();
  });

  it("does not set the first branch found by itself when the trade user has to choose", async () => {
    const delivering = { ...noFulfilment, fulfilment: "delivery" as const, deliveryPostcode: "IP4 2BX" };
    renderWithFulfilment(() => <StoreChange />, { state: delivering });
    const box = screen.getByRole("textbox", { name: "Location, address or postcode" });
    await act(async () => {
      fireEvent.change(box, { target: { value: "IP4 2BX" } });
      fireEvent.submit(box.closest("form")!);
    });

    expect(api.branchCompatibility).toHaveBeenCalledExactlyOnceWith({ branchId: ipswich.id });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
  });
});

describe("a branch that supports none of the trade user's accounts (spec/2 §4)", () => {
  beforeEach(() => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(colchesterSupportsNone);
  });

  it("says so, what going on means and how to reach the branch, with Cancel focused", async () => {
    await selectColchester();

    const dialog = unsupportedDialog();
    expect(dialog.textContent).toContain(
      "We're sorry, the selected branch does not support this type of trade account.",
    );
    expect(dialog.textContent).toContain("your basket will be emptied and you will not be able to buy");
    expect(dialog.textContent).toContain("Burwood Building Supplies Colchester");
    const phone = within(dialog).getByRole("link", { name: "Phone 01206 555 123" });
    expect(phone.getAttribute("href")).toBe("tel:01206555123");
    const email = within(dialog).getByRole("link", { name: "Email colchester@burwood.example" });
    expect(email.getAttribute("href")).toBe("mailto:colchester@burwood.example");
    expect(buttonNames(dialog)).toEqual(["Close", "Ask the branch", "Use this branch anyway", "Cancel"]);
    expect(document.activeElement).toBe(buttonIn(dialog, "Cancel"));
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
  });

  it("goes on with acceptUnsupported on 'Use this branch anyway', without asking about the basket", async () => {
    vi.mocked(api.basketDifferences).mockResolvedValue(losesOak);
    await selectColchester();
    await click(buttonIn(unsupportedDialog(), "Use this branch anyway"));

    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, false, {
      acceptUnsupported: true,
    });
    expect(api.basketDifferences).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "Branch differences" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Branch Set" })).toBeTruthy();
  });

  it("changes nothing on Cancel, or on Escape", async () => {
    await selectColchester();
    await click(buttonIn(unsupportedDialog(), "Cancel"));
    expect(screen.queryByRole("dialog")).toBeNull();

    await click(screen.getByRole("button", { name: "Select Burwood Colchester" }));
    await escape(unsupportedDialog());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
    expect(errorLine().textContent).toBe("");
  });

  it("asks that branch for trade terms for the active account, and shows the reply", async () => {
    vi.mocked(api.tradeAccounts).mockResolvedValue({
      accounts: [smithJoinery, { ...smithBuilders, active: true }],
    });
    vi.mocked(api.requestTradeTerms).mockResolvedValue({
      message: "Thank you. We have asked the branch to set up trade terms; they will be in touch.",
    });
    await selectColchester();
    const ask = buttonIn(unsupportedDialog(), "Ask the branch");
    await click(ask);

    expect(api.requestTradeTerms).toHaveBeenCalledExactlyOnceWith(smithBuilders.id, colchester.id);
    expect(within(unsupportedDialog()).getByRole("status").textContent).toBe(
      "Thank you. We have asked the branch to set up trade terms; they will be in touch.",
    );
    // Asked once: a second click sends nothing more, and the branch is not changed by asking.
    expect(ask.getAttribute("aria-disabled")).toBe("true");
    await click(ask);
    expect(api.requestTradeTerms).toHaveBeenCalledOnce();
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
  });

  it("shows why the request could not be sent, and lets the shopper try again", async () => {
    vi.mocked(api.tradeAccounts).mockResolvedValue({ accounts: [smithBuilders] });
    vi.mocked(api.requestTradeTerms)
      .mockRejectedValueOnce(refusal(429, "Too many requests, please wait a minute."))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await selectColchester();
    const ask = buttonIn(unsupportedDialog(), "Ask the branch");

    await click(ask);
    expect(within(unsupportedDialog()).getByRole("alert").textContent).toBe(
      "Too many requests, please wait a minute.",
    );
    await click(ask);
    expect(within(unsupportedDialog()).getByRole("alert").textContent).toBe(
      "Sorry, your request could not be sent just now. Please try again.",
    );
    expect(api.requestTradeTerms).toHaveBeenCalledTimes(2);
  });
});

describe("when the shop cannot say which accounts fit (spec/2 §4)", () => {
  beforeEach(() => {
    vi.mocked(api.branchCompatibility).mockRejectedValue(new TypeError("Failed to fetch"));
  });

  it("sends the change as before", async () => {
    await selectColchester();
    expect(screen.queryByRole("dialog", { name: /Trade Account/ })).toBeNull();
    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, false, {});
    expect(screen.getByRole("dialog", { name: "Branch Set" })).toBeTruthy();
  });

  it("shows the server's refusal of a collection branch that needed an account chosen", async () => {
    vi.mocked(api.setCollectionBranch).mockRejectedValue(refusal(409, CHOOSE_ACCOUNT_MESSAGE));
    await selectColchester();
    expect(errorLine().textContent).toBe("Please choose the trade account to use at this branch.");
  });

  it("shows the server's refusal of a delivery postcode whose branch supports none of the accounts", async () => {
    vi.mocked(api.setDeliveryPostcode).mockRejectedValue(
      refusal(409, BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE),
    );
    await deliverToIp4();
    const selector = screen.getByRole("dialog", { name: "Choose Your Branch" });
    expect(within(selector).getByRole("alert").textContent).toBe(
      "We're sorry, the selected branch does not support this type of trade account.",
    );
  });
});

describe("a change sent by a page of its own (the store finder's 'Save as my branch')", () => {
  const save = vi.fn(async () => "saved");

  function SaveAsMyBranch() {
    const checkedChange = useCheckedChange();
    return (
      <button type="button" onClick={() => void checkedChange({ branchId: colchester.id }, save)}>
        Save as my branch
      </button>
    );
  }

  it("sends the account picked along with the differences' answer", async () => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(choosesBetweenSmiths);
    renderWithFulfilment(() => <SaveAsMyBranch />);
    await click(screen.getByRole("button", { name: "Save as my branch" }));
    await click(buttonIn(chooseDialog(), JOINERY));
    expect(save).toHaveBeenCalledExactlyOnceWith(false, { accountId: smithJoinery.id });
  });
});
