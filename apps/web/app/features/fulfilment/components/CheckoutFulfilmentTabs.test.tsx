// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../api.ts";
import {
  colchester,
  collectingFromIpswich,
  deliveringToIp4,
  nearIpswich,
  noFulfilment,
  setReply,
} from "../testing/fixtures.ts";
import { renderWithFulfilment } from "../testing/render-with-fulfilment.tsx";
import { CheckoutFulfilmentTabs } from "./CheckoutFulfilmentTabs.tsx";
import { StoreChange } from "./StoreChange.tsx";

vi.mock("../api.ts");

const tab = (name: string) => screen.getByRole("tab", { name });
const choose = (name: string) =>
  act(async () => {
    fireEvent.mouseDown(tab(name));
    fireEvent.click(tab(name));
  });
const currentPage = () => screen.getByTestId("current-page").textContent;

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
});

describe("the checkout's collection and home-delivery tabs (spec/2 §2, §7)", () => {
  it("shows the branch collected from, or the postcode delivered to, on the tab in force", () => {
    renderWithFulfilment(() => <CheckoutFulfilmentTabs />, {
      state: collectingFromIpswich,
      path: "/checkout",
    });
    expect(tab("Collection").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Collection" }).textContent).toContain(
      "Collect from Burwood Ipswich",
    );
    expect(screen.getByRole("button", { name: "Change branch" })).toBeTruthy();
  });

  it("switches the fulfilment type from the tab and stays at the checkout to read its prices again", async () => {
    vi.mocked(api.setFulfilmentType).mockResolvedValue(setReply(deliveringToIp4));
    renderWithFulfilment(() => <CheckoutFulfilmentTabs />, {
      state: {
        ...collectingFromIpswich,
        deliveryPostcode: "IP4 2BX",
        deliveryBranch: collectingFromIpswich.collectionBranch,
      },
      path: "/checkout",
    });
    await choose("Home Delivery");
    expect(api.setFulfilmentType).toHaveBeenCalledExactlyOnceWith("delivery");
    expect(currentPage()).toBe("/checkout");
  });

  it("asks for a postcode first when delivery has none", async () => {
    renderWithFulfilment(() => <CheckoutFulfilmentTabs />, {
      state: collectingFromIpswich,
      path: "/checkout",
    });
    await choose("Home Delivery");
    expect(api.setFulfilmentType).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Choose Your Branch" })).toBeTruthy();
  });

  it("offers to choose a branch when none is chosen", () => {
    renderWithFulfilment(() => <CheckoutFulfilmentTabs />, { state: noFulfilment, path: "/checkout" });
    expect(screen.getByRole("tabpanel", { name: "Collection" }).textContent).toContain(
      "Choose a branch to collect your order from.",
    );
  });
});

describe("a branch chosen at checkout (spec/2 §2: /basket is the target after a checkout branch selection)", () => {
  const selectColchester = async () => {
    const box = screen.getByRole("textbox", { name: "Location, address or postcode" });
    await act(async () => {
      fireEvent.change(box, { target: { value: "IP4 2BX" } });
      fireEvent.submit(box.closest("form")!);
    });
    await act(
      async () => void fireEvent.click(screen.getByRole("button", { name: "Select Burwood Colchester" })),
    );
  };

  beforeEach(() => {
    vi.mocked(api.setCollectionBranch).mockResolvedValue(
      setReply({ ...collectingFromIpswich, collectionBranch: colchester }),
    );
    vi.mocked(api.branchDetail).mockResolvedValue({
      branch: { ...nearIpswich.branches[1]!, managerName: null },
    });
  });

  it("leads to the basket, where the change's effect on the lines shows", async () => {
    renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich, path: "/checkout" });
    await selectColchester();
    expect(api.setCollectionBranch).toHaveBeenCalledExactlyOnceWith(colchester.id, false, {});
    await waitFor(() => expect(currentPage()).toBe("/basket"));
  });

  it("stays on any other page", async () => {
    renderWithFulfilment(() => <StoreChange />, { state: collectingFromIpswich, path: "/product/oak-beam" });
    await selectColchester();
    expect(screen.getByRole("dialog", { name: "Branch Set" })).toBeTruthy();
    expect(currentPage()).toBe("/product/oak-beam");
  });
});
