// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SetBranchReply } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { branchSaved, colchester, ipswich, nearIpswich } from "../test-fixtures.ts";
import { NearbyResults } from "./nearby-results.tsx";

const leaflet = await vi.hoisted(async () => (await import("../map/fake-leaflet.ts")).fakeLeaflet());
vi.mock("leaflet", () => leaflet.L);

function renderResults({
  homeBranchId = null as number | null,
  result = nearIpswich,
  saveBranch = vi.fn(async (): Promise<SetBranchReply | null> => branchSaved(colchester)),
  previousPage = { exists: false, goBack: vi.fn() },
} = {}) {
  renderInRouter(
    () => (
      <NearbyResults
        searched="IP1 1AA"
        result={result}
        homeBranchId={homeBranchId}
        saveBranch={saveBranch}
        previousPage={previousPage}
      />
    ),
    "/storefinder?near=IP1+1AA",
  );
  return { saveBranch, previousPage };
}

const card = (name: string) =>
  screen.getByRole("heading", { level: 2, name }).closest("article") as HTMLElement;
const saveButton = (name: string) => within(card(name)).queryByRole("button", { name: /^Save as my branch/ });

beforeEach(() => {
  localStorage.clear();
  document.cookie = "postcodeList=; max-age=0; path=/";
});
afterEach(() => vi.useRealTimers());

describe("store finder results (spec/2 §2)", () => {
  it("lists the branches closest first with name, distance, postcode and a phone link", () => {
    renderResults();
    expect(screen.getByText("3 branches nearest IP1 1AA, closest first")).toBeTruthy();
    const names = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(["Ipswich", "Stowmarket", "Colchester"]);
    expect(card("Ipswich").querySelector("h2")?.className).toContain("uppercase");
    const colchesterCard = within(card("Colchester"));
    expect(colchesterCard.getByText("16.4 miles")).toBeTruthy();
    expect(colchesterCard.getAllByText("CO1 1AA").length).toBeGreaterThan(0);
    expect(colchesterCard.getByRole("link", { name: /01206 555 000/ }).getAttribute("href")).toBe(
      "tel:01206555000",
    );
  });

  it("opens a branch's details in a new tab", () => {
    renderResults();
    const link = within(card("Ipswich")).getByRole("link", {
      name: /^View details\s*of Builders United Ipswich/,
    });
    expect(link.getAttribute("href")).toBe("/storefinder/store/ipswich-bu14-14");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("offers 'Save as my branch' except on the saved branch and where the basket is not in use", () => {
    renderResults({ homeBranchId: ipswich.id });
    expect(saveButton("Ipswich")).toBeNull();
    expect(within(card("Ipswich")).getByText("Your branch")).toBeTruthy();
    expect(saveButton("Stowmarket")).toBeNull();
    expect(saveButton("Colchester")).not.toBeNull();
  });

  it("offers 'Book a Design Visit' at showrooms only", () => {
    renderResults();
    expect(within(card("Ipswich")).getByRole("link", { name: /^Book a Design Visit/ })).toBeTruthy();
    expect(within(card("Colchester")).queryByRole("link", { name: /^Book a Design Visit/ })).toBeNull();
  });

  it("folds each branch's features and address into 'More info'", () => {
    renderResults();
    const details = card("Ipswich").querySelector("details")!;
    expect(details.open).toBe(false);
    expect(within(details).getByText(/^More info/)).toBeTruthy();
    expect(
      within(details).getByRole("list", { name: "Features of Builders United Ipswich" }).textContent,
    ).toBe("ShowroomTimber yard");
    expect(details.querySelector("address")?.textContent).toBe("1 Yard LaneIpswichIP1 1AA");
  });

  it("maps the branches by their numbers, in a region the keyboard can skip", async () => {
    renderResults();
    expect(screen.getByRole("region", { name: "Map of the branches nearest IP1 1AA" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Skip the map" }).getAttribute("href")).toBe(
      `#${screen.getByRole("list", { name: "Branches, closest first" }).id}`,
    );
    await waitFor(
      () =>
        expect(leaflet.drawn.map((layer) => layer.label)).toEqual(
          expect.arrayContaining(["IP1 1AA", "Builders United Ipswich", "Builders United Colchester"]),
        ),
      // Leaflet is loaded on demand, after the page has rendered.
      { timeout: 5000 },
    );
  });

  it("remembers the postcode that found branches", () => {
    renderResults();
    expect(JSON.parse(localStorage.getItem("recentPostcodes") ?? "[]")).toEqual(["IP1 1AA"]);
  });

  it("says so when no branch has what was ticked", () => {
    renderResults({ result: { ...nearIpswich, branches: [] } });
    expect(screen.getByRole("status").textContent).toBe("No stores available in your selected search.");
  });
});

describe("saving a branch from the store finder (spec/2 §4, §8, §9)", () => {
  it("saves it, says so for 3 seconds, and shows it as the shopper's branch", async () => {
    const { saveBranch } = renderResults({ homeBranchId: ipswich.id });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(saveButton("Colchester")!));
    expect(saveBranch).toHaveBeenCalledWith(colchester.id);
    const dialog = screen.getByRole("dialog", { name: "Branch Set" });
    expect(dialog.textContent).toContain("Builders United Colchester is now your branch.");
    await act(async () => void vi.advanceTimersByTime(2999));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(card("Colchester")).getByText("Your branch")).toBeTruthy();
    expect(saveButton("Colchester")).toBeNull();
    expect(saveButton("Ipswich")).not.toBeNull();
  });

  it("offers to stay or go back, and waits, when the shopper came from another page", async () => {
    const { previousPage } = renderResults({ previousPage: { exists: true, goBack: vi.fn() } });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(saveButton("Colchester")!));
    const dialog = screen.getByRole("dialog", { name: "Branch Set" });
    await act(async () => void vi.advanceTimersByTime(10_000));
    fireEvent.click(within(dialog).getByRole("button", { name: "Stay on Page" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => fireEvent.click(saveButton("Ipswich")!));
    fireEvent.click(screen.getByRole("button", { name: "Previous Page" }));
    expect(previousPage.goBack).toHaveBeenCalled();
  });

  it("leaves everything as it was when the shopper keeps their branch ('Branch differences' Cancel)", async () => {
    const saveBranch = vi.fn(async () => null);
    renderResults({ homeBranchId: ipswich.id, saveBranch });
    await act(async () => fireEvent.click(saveButton("Colchester")!));
    expect(saveBranch).toHaveBeenCalledWith(colchester.id);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(card("Colchester")).queryByRole("alert")).toBeNull();
    expect(saveButton("Colchester")).not.toBeNull();
    expect(within(card("Ipswich")).getByText("Your branch")).toBeTruthy();
  });

  it("says 'Branch NOT Set' when the answer holds no branch", async () => {
    const notSet = {
      ...branchSaved(colchester),
      state: { ...branchSaved(colchester).state, collectionBranch: null },
    };
    renderResults({ saveBranch: vi.fn(async () => notSet) });
    await act(async () => fireEvent.click(saveButton("Colchester")!));
    expect(screen.getByRole("dialog", { name: "Branch NOT Set" }).textContent).toContain(
      "Sorry there was an error setting your branch, please try again.",
    );
  });

  it("says why beside the branch when the save is refused, or the generic words when no reason came", async () => {
    const refusal = "We're sorry, the selected branch does not support this type of trade account.";
    const saveBranch = vi
      .fn<() => Promise<SetBranchReply>>()
      .mockRejectedValueOnce(new ApiError(409, { code: "conflict", message: refusal }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderResults({ saveBranch });
    await act(async () => fireEvent.click(saveButton("Colchester")!));
    expect(within(card("Colchester")).getByRole("alert").textContent).toBe(refusal);
    await act(async () => fireEvent.click(saveButton("Colchester")!));
    expect(within(card("Colchester")).getByRole("alert").textContent).toBe(
      "A generic error occurred!! Please try again.",
    );
  });
});
