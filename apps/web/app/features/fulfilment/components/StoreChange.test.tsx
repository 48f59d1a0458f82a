// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../api.ts";
import { useState } from "react";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { FulfilmentProvider } from "../fulfilment-context.tsx";
import { collectingFromIpswich, colchester, nearIpswich, setReply } from "../testing/fixtures.ts";
import { renderWithFulfilment } from "../testing/render-with-fulfilment.tsx";
import { StoreChange } from "./StoreChange.tsx";

vi.mock("../api.ts");

const box = () => screen.getByRole("textbox", { name: "Location, address or postcode" });
const enter = (text: string) =>
  act(async () => {
    fireEvent.change(box(), { target: { value: text } });
    fireEvent.submit(box().closest("form")!);
  });

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
});

describe("store-change section (spec/2 §2)", () => {
  it("asks for a location when the box is empty", async () => {
    renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich });
    await enter("  ");
    expect(screen.getByRole("alert").textContent).toBe("Please enter a location, address or postcode.");
    expect(api.nearbyBranches).not.toHaveBeenCalled();
  });

  it("searches on Enter and lists stores with Select or Selected", async () => {
    renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich });
    await enter("ipswich");
    expect(api.nearbyBranches).toHaveBeenCalledWith({ near: "ipswich", brand: "BU" });
    const table = screen.getByRole("table", { name: "Stores near IP4 2BX" });
    expect(within(table).getByRole("row", { name: /Ipswich/ }).textContent).toContain("Selected");
    expect(within(table).getByRole("button", { name: "Select Burwood Colchester" })).toBeTruthy();
  });

  it("opens a store's details with the manager heading only when it has a manager", async () => {
    vi.mocked(api.branchDetail).mockImplementation(async (id) => ({
      branch: {
        ...nearIpswich.branches.find((branch) => branch.id === id)!,
        managerName: id === 4 ? "Pat Jones" : null,
      },
    }));
    renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich });
    await enter("IP4 2BX");
    const toggle = screen.getByRole("button", { name: "Details of Burwood Ipswich" });
    await act(async () => void fireEvent.click(toggle));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const ipswichDetails = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(within(ipswichDetails).getByText("ipswich@burwood.example")).toBeTruthy();
    expect(
      within(ipswichDetails).getByText("http://localhost:3000/storefinder/store/burwood-ipswich-3"),
    ).toBeTruthy();
    expect(within(ipswichDetails).queryByText("Branch manager")).toBeNull();

    const colchesterToggle = screen.getByRole("button", { name: "Details of Burwood Colchester" });
    await act(async () => void fireEvent.click(colchesterToggle));
    const colchesterDetails = document.getElementById(colchesterToggle.getAttribute("aria-controls")!)!;
    expect(within(colchesterDetails).getByText("Branch manager")).toBeTruthy();
    expect(within(colchesterDetails).getByText("Pat Jones")).toBeTruthy();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("selecting a store sets it and opens its details", async () => {
    vi.mocked(api.setCollectionBranch).mockResolvedValue(
      setReply({ ...collectingFromIpswich, collectionBranch: colchester }),
    );
    vi.mocked(api.branchDetail).mockResolvedValue({
      branch: { ...nearIpswich.branches[1]!, managerName: null },
    });
    renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich });
    await enter("IP4 2BX");
    await act(
      async () => void fireEvent.click(screen.getByRole("button", { name: "Select Burwood Colchester" })),
    );
    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, false, {});
    expect(screen.getByRole("dialog", { name: "Branch Set" })).toBeTruthy();
    // The pop-up hides the page from assistive technology while it is open.
    expect(screen.getByRole("row", { name: /^Colchester/, hidden: true }).textContent).toContain("Selected");
    const details = screen.getByRole("button", { name: "Details of Burwood Colchester", hidden: true });
    expect(details.getAttribute("aria-expanded")).toBe("true");
  });

  it("marks the branch the shop now holds, when it changes elsewhere (the header's selector)", async () => {
    function Page() {
      const [state, setState] = useState(collectingFromIpswich);
      return (
        <FulfilmentProvider brandCode="BU" state={state} storePopup={{ type: "none", delayMs: 0 }}>
          <button type="button" onClick={() => setState({ ...state, collectionBranch: colchester })}>
            Colchester chosen elsewhere
          </button>
          <StoreChange />
        </FulfilmentProvider>
      );
    }
    renderInRouter(() => <Page />);
    await enter("IP4 2BX");
    expect(screen.getByRole("row", { name: /^Ipswich/ }).textContent).toContain("Selected");
    fireEvent.click(screen.getByRole("button", { name: "Colchester chosen elsewhere" }));
    expect(screen.getByRole("row", { name: /^Colchester/ }).textContent).toContain("Selected");
    expect(screen.getByRole("row", { name: /^Ipswich/ }).textContent).not.toContain("Selected");
  });
});
