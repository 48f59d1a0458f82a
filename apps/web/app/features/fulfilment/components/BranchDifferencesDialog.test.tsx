// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BASKET_DIFFERS_MESSAGE } from "@merchant/domain/basket";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { useLocationChoice } from "../fulfilment-context.tsx";
import {
  colchester,
  collectingFromIpswich,
  deliveringToIp4,
  differencesAt,
  differencesFor,
  ipswich,
  nearIpswich,
  noFulfilment,
  repricedLine,
  setReply,
  unavailableLine,
  unchangedLine,
} from "../testing/fixtures.ts";
import { renderWithFulfilment, SelectorOpener } from "../testing/render-with-fulfilment.tsx";
import { StoreChange } from "./StoreChange.tsx";

vi.mock("../api.ts");

const losesOakAndReprices = differencesAt(colchester, [
  unavailableLine(1, "Oak Beam 100x100"),
  unchangedLine(2, "Sand 25kg"),
  repricedLine(3, "Wood Screws 4x40 (200)", 650, 700),
]);
const colchesterSet = setReply({ ...collectingFromIpswich, collectionBranch: colchester });
const differsNow = () => new ApiError(409, { code: "conflict", message: BASKET_DIFFERS_MESSAGE });

const differencesDialog = () => screen.getByRole("dialog", { name: "Branch differences" });
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const inDialog = (name: string) => within(differencesDialog()).getByRole("button", { name });
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

/** The store-change section, collecting from Ipswich, with a basket Colchester would change. */
async function askedAboutColchester() {
  vi.mocked(api.basketDifferences).mockResolvedValue(losesOakAndReprices);
  renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich });
  await selectColchester();
}

/** The store-change section searched near Ipswich, Colchester's Select pressed. */
async function selectColchester() {
  const box = screen.getByRole("textbox", { name: "Location, address or postcode" });
  await act(async () => {
    fireEvent.change(box, { target: { value: "IP4 2BX" } });
    fireEvent.submit(box.closest("form")!);
  });
  await click(screen.getByRole("button", { name: "Select Burwood Colchester" }));
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
  vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
  vi.mocked(api.setCollectionBranch).mockResolvedValue(colchesterSet);
  vi.mocked(api.branchDetail).mockResolvedValue({
    branch: { ...nearIpswich.branches[1]!, managerName: null },
  });
});
afterEach(() => vi.useRealTimers());

describe("changing branch with a basket the new branch changes (spec/2 §4 'Branch differences')", () => {
  it("lists what the change does to the basket, with Change Branch and Cancel", async () => {
    await askedAboutColchester();

    expect(api.basketDifferences).toHaveBeenCalledExactlyOnceWith({ branchId: colchester.id });
    const dialog = differencesDialog();
    expect(dialog.textContent).toContain("Collecting from Burwood Colchester changes your basket:");
    const lines = within(within(dialog).getByRole("list", { name: "Changes to your basket" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines).toEqual([
      "Oak Beam 100x100 is not available from this branch.",
      "The price of Wood Screws 4x40 (200) will change from £6.50 to £7.00 ex VAT.",
    ]);
    expect(inDialog("Change Branch")).toBeTruthy();
    // The safe answer has focus first.
    expect(document.activeElement).toBe(inDialog("Cancel"));
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
  });

  it("changes nothing on Cancel", async () => {
    await askedAboutColchester();
    await click(inDialog("Cancel"));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
    expect(screen.getByRole("row", { name: /^Ipswich/ }).textContent).toContain("Selected");
    expect(screen.getByRole("row", { name: /^Colchester/ }).textContent).toContain("Select");
    // Cancelling is not a failure: the error line stays empty.
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("changes nothing on Escape either", async () => {
    await askedAboutColchester();
    await act(async () => void fireEvent.keyDown(differencesDialog(), { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
  });

  it("sends the change, confirmed, on Change Branch, and says the branch is set", async () => {
    await askedAboutColchester();
    await click(inDialog("Change Branch"));

    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, true, {});
    expect(screen.queryByRole("dialog", { name: "Branch differences" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Branch Set" }).textContent).toContain(
      "Burwood Colchester is now your branch.",
    );
  });

  it("goes ahead without asking when the basket is fine at the new branch (or empty)", async () => {
    vi.mocked(api.basketDifferences).mockResolvedValue(differencesAt(colchester, [unchangedLine(1, "Sand")]));
    renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich });
    await selectColchester();
    expect(screen.queryByRole("dialog", { name: "Branch differences" })).toBeNull();
    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, false, {});
    expect(screen.getByRole("dialog", { name: "Branch Set" })).toBeTruthy();
  });

  it("asks after all when the basket changed meanwhile and the shop refuses the unconfirmed change", async () => {
    vi.mocked(api.basketDifferences)
      .mockResolvedValueOnce(differencesAt(colchester, []))
      .mockResolvedValueOnce(losesOakAndReprices);
    vi.mocked(api.setCollectionBranch).mockRejectedValueOnce(differsNow()).mockResolvedValue(colchesterSet);
    renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich });
    await selectColchester();

    expect(api.basketDifferences).toHaveBeenCalledTimes(2);
    expect(differencesDialog().textContent).toContain("Oak Beam 100x100 is not available from this branch.");
    await click(inDialog("Change Branch"));
    expect(vi.mocked(api.setCollectionBranch).mock.calls).toEqual([
      [colchester.id, false, {}],
      [colchester.id, true, {}],
    ]);
  });

  it("opens over the store selector, which stays open until the change is made", async () => {
    vi.mocked(api.basketDifferences).mockResolvedValue(losesOakAndReprices);
    renderWithFulfilment(() => <SelectorOpener />, { state: collectingFromIpswich });
    await click(screen.getByRole("button", { name: "Open selector" }));
    const selector = screen.getByRole("dialog", { name: "Choose Your Branch" });
    fireEvent.change(within(selector).getByRole("textbox"), { target: { value: "IP4 2BX" } });
    await click(within(selector).getByRole("button", { name: "Click & Collect" }));
    await click(within(selector).getByRole("button", { name: "Select Burwood Colchester" }));

    expect(differencesDialog()).toBeTruthy();
    await click(inDialog("Cancel"));
    expect(screen.getByRole("dialog", { name: "Choose Your Branch" })).toBeTruthy();

    await click(screen.getByRole("button", { name: "Select Burwood Colchester" }));
    await click(inDialog("Change Branch"));
    expect(screen.queryByRole("dialog", { name: "Choose Your Branch" })).toBeNull();
    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, true, {});
  });

  it("asks before a new delivery postcode too, naming the postcode", async () => {
    vi.mocked(api.basketDifferences).mockResolvedValue(
      differencesFor("IP4 2BX", [{ ...unavailableLine(1, "Oak Beam 100x100"), diff: "collection-only" }]),
    );
    vi.mocked(api.setDeliveryPostcode).mockResolvedValue(setReply(deliveringToIp4));
    renderWithFulfilment(() => <SelectorOpener fulfilment="delivery" />, { state: collectingFromIpswich });
    await click(screen.getByRole("button", { name: "Open selector" }));
    const selector = screen.getByRole("dialog", { name: "Choose Your Branch" });
    fireEvent.change(within(selector).getByRole("textbox"), { target: { value: "ip42bx" } });
    await click(within(selector).getByRole("button", { name: "Search" }));

    expect(api.basketDifferences).toHaveBeenCalledExactlyOnceWith({ postcode: "IP4 2BX" });
    expect(differencesDialog().textContent).toContain("Delivering to IP4 2BX changes your basket:");
    expect(differencesDialog().textContent).toContain("Oak Beam 100x100 is available for collection only.");
    await click(inDialog("Change Branch"));
    expect(api.setDeliveryPostcode).toHaveBeenCalledExactlyOnceWith("IP4 2BX", true, {});
    expect(screen.getByRole("dialog", { name: "Delivery Postcode Set" })).toBeTruthy();
  });

  it("does not set the first branch found by itself when that would change the basket", async () => {
    vi.mocked(api.basketDifferences).mockResolvedValue(
      differencesAt(ipswich, [unavailableLine(1, "Oak Beam")]),
    );
    const delivering = { ...noFulfilment, fulfilment: "delivery" as const, deliveryPostcode: "IP4 2BX" };
    renderWithFulfilment(() => <StoreChange />, { state: delivering });
    const box = screen.getByRole("textbox", { name: "Location, address or postcode" });
    await act(async () => {
      fireEvent.change(box, { target: { value: "IP4 2BX" } });
      fireEvent.submit(box.closest("form")!);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.setCollectionBranch).not.toHaveBeenCalled();
    expect(screen.getByRole("row", { name: /^Ipswich/ }).textContent).not.toContain("Selected");
  });
});

/** What the basket page reads: whether its checkout buttons wait for a branch. */
function CheckoutProbe() {
  const { checkoutHidden } = useLocationChoice();
  return <p data-testid="checkout">{checkoutHidden ? "hidden" : "shown"}</p>;
}

describe("'Branch NOT Set' on the basket page (spec/2 §4)", () => {
  const checkout = () => screen.getByTestId("checkout").textContent;
  const renderOn = (path: string) =>
    renderWithFulfilment(
      () => (
        <>
          <StoreChange />
          <CheckoutProbe />
        </>
      ),
      { state: collectingFromIpswich, path },
    );

  it("hides checkout after a failed set, until a set works", async () => {
    vi.mocked(api.setCollectionBranch).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderOn("/basket");
    expect(checkout()).toBe("shown");
    await selectColchester();
    expect(screen.getByRole("dialog", { name: "Branch NOT Set" })).toBeTruthy();
    expect(checkout()).toBe("hidden");

    await wait(6000);
    await click(screen.getByRole("button", { name: "Select Burwood Colchester" }));
    expect(screen.getByRole("dialog", { name: "Branch Set" })).toBeTruthy();
    expect(checkout()).toBe("shown");
  });

  it("leaves checkout alone on other pages", async () => {
    vi.mocked(api.setCollectionBranch).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderOn("/product/oak-beam");
    await selectColchester();
    expect(screen.getByRole("dialog", { name: "Branch NOT Set" })).toBeTruthy();
    expect(checkout()).toBe("shown");
  });
});
