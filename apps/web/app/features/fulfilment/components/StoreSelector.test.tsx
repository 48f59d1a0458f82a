// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import {
  collectingFromIpswich,
  colchester,
  deliveringToIp4,
  ipswich,
  nearIpswich,
  noFulfilment,
  outsideEveryRadius,
  setReply,
} from "../testing/fixtures.ts";
import { isLocationChosen, useLocationChoice, useSelectorProduct } from "../fulfilment-context.tsx";
import { renderWithFulfilment, SelectorOpener } from "../testing/render-with-fulfilment.tsx";

vi.mock("../api.ts");

const open = () =>
  act(async () => void fireEvent.click(screen.getByRole("button", { name: "Open selector" })));
const selector = () => screen.getByRole("dialog", { name: /Choose Your|Please Choose/ });
const box = () => within(selector()).getByRole("textbox");
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const press = (name: string) =>
  act(async () => void fireEvent.click(within(selector()).getByRole("button", { name })));
function OnProductPage({ productId }: { productId: number }) {
  useSelectorProduct(productId);
  return <SelectorOpener />;
}
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("store selector search (spec/2 §2, §5)", () => {
  it("is a labelled dialog with Click & Collect and Delivery, marked disabled until 3 non-space characters", async () => {
    renderWithFulfilment(() => <SelectorOpener />);
    await open();
    expect(document.activeElement).toBe(box());
    const collect = within(selector()).getByRole("button", { name: "Click & Collect" });
    const delivery = within(selector()).getByRole("button", { name: "Delivery" });
    expect(collect.getAttribute("aria-disabled")).toBe("true");
    type("i p");
    expect(delivery.getAttribute("aria-disabled")).toBe("true");
    type("ip4");
    expect(collect.getAttribute("aria-disabled")).toBe("false");
    expect(delivery.getAttribute("aria-disabled")).toBe("false");
  });

  it("closes on Escape and gives focus back to what opened it", async () => {
    renderWithFulfilment(() => <SelectorOpener />);
    screen.getByRole("button", { name: "Open selector" }).focus();
    await open();
    await act(async () => void fireEvent.keyDown(box(), { key: "Escape" }));
    // Radix gives focus back on the next tick.
    await wait(10);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open selector" }));
  });

  it("has a single Search button when opened for one fulfilment type", async () => {
    renderWithFulfilment(() => <SelectorOpener fulfilment="delivery" />);
    await open();
    expect(within(selector()).getByRole("button", { name: "Search" })).toBeTruthy();
    expect(within(selector()).queryByRole("button", { name: "Click & Collect" })).toBeNull();
  });

  it("answers an empty search with the error line on BU", async () => {
    renderWithFulfilment(() => <SelectorOpener />);
    await open();
    await press("Click & Collect");
    expect(within(selector()).getByRole("alert").textContent).toBe("Please enter a valid postcode");
    await wait(3200);
    expect(within(selector()).getByRole("alert").textContent).toBe("");
    expect(api.nearbyBranches).not.toHaveBeenCalled();
  });

  it("answers an empty search with the 'Oops!' alert on SG", async () => {
    renderWithFulfilment(() => <SelectorOpener />, { brandCode: "SG" });
    await open();
    await press("Click & Collect");
    const alert = screen.getByRole("dialog", { name: "Oops!" });
    expect(alert.textContent).toContain("Please enter a search term.");
    await wait(6000);
    expect(screen.queryByRole("dialog", { name: "Oops!" })).toBeNull();
  });

  it("lists branches with their stock of the page's product and distance, and makes the first the collection branch when none is set", async () => {
    vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
    vi.mocked(api.setCollectionBranch).mockResolvedValue(setReply(collectingFromIpswich));
    renderWithFulfilment(() => <OnProductPage productId={7} />);
    await open();
    type("ip4 2bx");
    await press("Click & Collect");
    expect(api.nearbyBranches).toHaveBeenCalledWith({ near: "IP4 2BX", brand: "BU", productId: 7 });
    const headings = within(selector())
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headings).toEqual(["Branch", "Availability", "Distance", "Choose"]);
    // Each row: branch (with its stock under the name on a phone), stock, distance, Select or Selected.
    const rows = within(selector())
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["In stock", "1.2 miles", "Selected"],
      ["Not in stock", "16.4 miles", "Select"],
    ]);
    expect(
      within(selector())
        .getAllByRole("rowheader")
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual(["Ipswich", "Colchester"]);
    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(ipswich.id, false, {});
    // No pop-up for the automatic choice, and the selector stays open with its results.
    expect(screen.queryByRole("dialog", { name: "Branch Set" })).toBeNull();
    expect(selector()).toBeTruthy();
  });

  it("says so when no branch is near, and shows the server's words for an unknown place", async () => {
    vi.mocked(api.nearbyBranches).mockResolvedValueOnce({ ...nearIpswich, branches: [] });
    renderWithFulfilment(() => <SelectorOpener />, { state: collectingFromIpswich });
    await open();
    type("Lerwick");
    await press("Click & Collect");
    expect(within(selector()).getByRole("status").textContent).toBe(
      "No stores available in your selected search.",
    );
    vi.mocked(api.nearbyBranches).mockRejectedValueOnce(
      new ApiError(404, { code: "not_found", message: "We could not find Nowhere." }),
    );
    type("Nowhere");
    await press("Click & Collect");
    expect(within(selector()).getByRole("status").textContent).toBe("We could not find Nowhere.");
  });

  it("sets the chosen branch, closes, and says so for 3 seconds", async () => {
    vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
    vi.mocked(api.setCollectionBranch).mockResolvedValue(
      setReply({ ...collectingFromIpswich, collectionBranch: colchester }),
    );
    renderWithFulfilment(() => <SelectorOpener />, { state: collectingFromIpswich });
    await open();
    type("IP4 2BX");
    await press("Click & Collect");
    await press("Select Burwood Colchester");
    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, false, {});
    expect(screen.queryByRole("dialog", { name: "Choose Your Branch" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Branch Set" }).textContent).toContain(
      "Burwood Colchester is now your branch.",
    );
    await wait(3000);
    expect(screen.queryByRole("dialog", { name: "Branch Set" })).toBeNull();
  });

  it("shows 'Branch NOT Set' when the shop does not answer", async () => {
    vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
    vi.mocked(api.setCollectionBranch).mockRejectedValue(new TypeError("Failed to fetch"));
    renderWithFulfilment(() => <SelectorOpener />, { state: collectingFromIpswich });
    await open();
    type("IP4 2BX");
    await press("Click & Collect");
    await press("Select Burwood Colchester");
    expect(screen.getByRole("dialog", { name: "Branch NOT Set" }).textContent).toContain(
      "Sorry there was an error setting your branch, please try again.",
    );
  });

  it("remembers searched postcodes and offers them again", async () => {
    vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
    renderWithFulfilment(() => <SelectorOpener />, { state: collectingFromIpswich });
    await open();
    type("ip4 2bx");
    await press("Click & Collect");
    const recent = within(selector()).getByRole("list", { name: "Recent searches" });
    fireEvent.click(within(recent).getByRole("button", { name: "IP4 2BX" }));
    expect((box() as HTMLInputElement).value).toBe("IP4 2BX");
  });
});

describe("store selector delivery (spec/2 §2, §4)", () => {
  it("sets the delivery postcode and says where from", async () => {
    vi.mocked(api.setDeliveryPostcode).mockResolvedValue(setReply(deliveringToIp4));
    renderWithFulfilment(() => <SelectorOpener />);
    await open();
    type("ip42bx");
    await press("Delivery");
    expect(api.setDeliveryPostcode).toHaveBeenCalledExactlyOnceWith("IP4 2BX", false, {});
    expect(screen.getByRole("dialog", { name: "Delivery Postcode Set" }).textContent).toContain(
      "We will deliver to IP4 2BX from Burwood Ipswich.",
    );
  });

  it("refuses a town for delivery, and asks for details outside every delivery radius", async () => {
    vi.mocked(api.setDeliveryPostcode).mockResolvedValue(setReply(outsideEveryRadius));
    renderWithFulfilment(() => <SelectorOpener />);
    await open();
    type("Ipswich");
    await press("Delivery");
    expect(within(selector()).getByRole("alert").textContent).toBe("Please enter a valid postcode");
    type("KW1 4YT");
    await press("Delivery");
    expect(screen.getByRole("dialog", { name: "Please Provide Your Details" })).toBeTruthy();
  });
});

describe("the current branch beside the results (spec/2 §2)", () => {
  it("is a card with opening times and View More on BU", async () => {
    renderWithFulfilment(() => <SelectorOpener />, { state: collectingFromIpswich });
    await open();
    const card = within(selector()).getByRole("region", { name: "Your branch" });
    expect(within(card).getByRole("table", { name: "Opening times" })).toBeTruthy();
    expect(
      within(card)
        .getByRole("link", { name: /^View More/ })
        .getAttribute("href"),
    ).toBe("/storefinder/store/burwood-ipswich-3");
    expect(within(card).getByRole("link", { name: /01473 000111/ })).toBeTruthy();
  });

  it("is a static map on SG, the older layout", async () => {
    renderWithFulfilment(() => <SelectorOpener />, { state: collectingFromIpswich, brandCode: "SG" });
    await open();
    const card = within(screen.getByRole("dialog", { name: "Choose Your Store" })).getByRole("region", {
      name: "Your store",
    });
    expect(within(card).getByRole("img", { name: "Map showing your store, Ipswich" })).toBeTruthy();
    expect(within(card).queryByRole("table")).toBeNull();
  });
});

describe("a choice someone waits for: an add to basket before a branch is chosen (spec/2 §4)", () => {
  function WaitingOpener({ onClosed }: { onClosed: (chosen: boolean) => void }) {
    const { chosen, choose } = useLocationChoice();
    return (
      <button type="button" onClick={() => choose(onClosed)}>
        {chosen ? "Chosen" : "Open selector"}
      </button>
    );
  }

  it("is told the shopper chose once a Select closes the selector, with no 'Branch Set' pop-up over what follows", async () => {
    vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
    vi.mocked(api.setCollectionBranch).mockResolvedValue(
      setReply({ ...collectingFromIpswich, collectionBranch: colchester }),
    );
    const onClosed = vi.fn();
    renderWithFulfilment(() => <WaitingOpener onClosed={onClosed} />);
    await open();
    type("IP4 2BX");
    await press("Click & Collect");
    expect(onClosed).not.toHaveBeenCalled();
    await press("Select Burwood Colchester");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClosed).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("counts the nearest branch chosen automatically when the shopper then closes the selector", async () => {
    vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
    vi.mocked(api.setCollectionBranch).mockResolvedValue(setReply(collectingFromIpswich));
    const onClosed = vi.fn();
    renderWithFulfilment(() => <WaitingOpener onClosed={onClosed} />);
    await open();
    type("IP4 2BX");
    await press("Click & Collect");
    await act(async () => void fireEvent.keyDown(box(), { key: "Escape" }));
    expect(onClosed).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("is told nothing was chosen when the shopper closes it without choosing", async () => {
    const onClosed = vi.fn();
    renderWithFulfilment(() => <WaitingOpener onClosed={onClosed} />);
    await open();
    await act(async () => void fireEvent.keyDown(box(), { key: "Escape" }));
    expect(onClosed).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("is told nothing was chosen when the postcode is outside every delivery radius", async () => {
    vi.mocked(api.setDeliveryPostcode).mockResolvedValue(setReply(outsideEveryRadius));
    const onClosed = vi.fn();
    renderWithFulfilment(() => <WaitingOpener onClosed={onClosed} />);
    await open();
    type("KW1 4YT");
    await press("Delivery");
    expect(onClosed).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("reads as chosen with a collection branch or a delivery postcode, not before", () => {
    expect(isLocationChosen(noFulfilment)).toBe(false);
    expect(isLocationChosen(collectingFromIpswich)).toBe(true);
    expect(isLocationChosen({ ...noFulfilment, fulfilment: "delivery", deliveryPostcode: "IP4 2BX" })).toBe(
      true,
    );
    expect(isLocationChosen({ ...noFulfilment, fulfilment: "delivery", collectionBranch: ipswich })).toBe(
      false,
    );
  });
});
