// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../api.ts";
import { colchester, collectingFromIpswich, ipswich, nearIpswich, setReply } from "../testing/fixtures.ts";
import { renderWithFulfilment, SelectorOpener } from "../testing/render-with-fulfilment.tsx";

vi.mock("../api.ts");

/** spec/2 §6 loginNoBranch: the store selector asks a just-logged-in user for a home branch (decision 121). */
const question = () => screen.queryByRole("dialog", { name: "Choose your home branch" });
const press = (name: string) =>
  act(async () => void fireEvent.click(within(question()!).getByRole("button", { name })));
const settle = () => act(async () => void vi.advanceTimersByTime(0));

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // A 204: nothing comes back.
  vi.mocked(api.dismissHomeBranchQuestion).mockResolvedValue(undefined as never);
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("the home-branch question after a login with no branch (spec/2 §6)", () => {
  it("opens the store selector by itself, headed 'Choose your home branch', for collection only", async () => {
    renderWithFulfilment(() => <SelectorOpener />, { askHomeBranch: true });
    await settle();
    const dialog = question();
    expect(dialog).not.toBeNull();
    expect(dialog!.textContent).toContain("Your home branch is where you collect from.");
    expect(within(dialog!).getByRole("button", { name: "Search" })).toBeTruthy();
    expect(within(dialog!).queryByRole("button", { name: "Delivery" })).toBeNull();
    expect(document.activeElement).toBe(within(dialog!).getByRole("textbox"));
  });

  it("asks nothing when the session does not say to", async () => {
    renderWithFulfilment(() => <SelectorOpener />);
    await settle();
    expect(question()).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("can be dismissed with Escape: the shop is told to stop asking, and it does not open again", async () => {
    renderWithFulfilment(() => <SelectorOpener />, { askHomeBranch: true });
    await settle();
    await act(
      async () => void fireEvent.keyDown(within(question()!).getByRole("textbox"), { key: "Escape" }),
    );
    expect(question()).toBeNull();
    expect(api.dismissHomeBranchQuestion).toHaveBeenCalledOnce();
    await settle();
    expect(question()).toBeNull();
  });

  it("sets the branch chosen with Select as the collection branch, and closes", async () => {
    vi.mocked(api.nearbyBranches).mockResolvedValue(nearIpswich);
    vi.mocked(api.setCollectionBranch)
      .mockResolvedValueOnce(setReply(collectingFromIpswich))
      .mockResolvedValueOnce(setReply({ ...collectingFromIpswich, collectionBranch: colchester }));
    renderWithFulfilment(() => <SelectorOpener />, { askHomeBranch: true });
    await settle();
    fireEvent.change(within(question()!).getByRole("textbox"), { target: { value: "IP4 2BX" } });
    await press("Search");
    // spec/2 §4: with no branch yet, the first found becomes it at once; the shopper may pick another.
    expect(api.setCollectionBranch).toHaveBeenNthCalledWith(1, ipswich.id, false, {});
    await press("Select Burwood Colchester");
    expect(api.setCollectionBranch).toHaveBeenNthCalledWith(2, colchester.id, false, {});
    expect(question()).toBeNull();
  });
});
