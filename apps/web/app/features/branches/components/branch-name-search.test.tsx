// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BranchNameSearch as Answer } from "@merchant/contract";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { BranchNameSearch } from "./branch-name-search.tsx";

const ipswich = {
  id: 14,
  code: "BU014",
  name: "Ipswich",
  fullName: "Builders United Ipswich",
  postcode: "IP1 1AA",
};
const ipswichWest = {
  id: 15,
  code: "HB015",
  name: "Ipswich West",
  fullName: "Home Build Ipswich West",
  postcode: "IP2 2BB",
};
const found: Answer = { results: [ipswich, ipswichWest], suggestions: [] };

function renderSearch(answer: (q: string, signal: AbortSignal) => Promise<Answer> = async () => found) {
  const search = vi.fn(answer);
  const onChoose = vi.fn();
  const view = renderInRouter(() => <BranchNameSearch searchBranchNames={search} onChoose={onChoose} />);
  const input = screen.getByRole("combobox", { name: "Find a branch by name" });
  return { search, onChoose, input, view };
}

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const message = () =>
  screen
    .getAllByRole("status")
    .map((status) => status.textContent)
    .join("");

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("branch-name search (spec/1 §4, §5, §9)", () => {
  it("searches 1 s after the last key, with the latest text only", async () => {
    const { search, input } = renderSearch();
    type(input, "Ips");
    await wait(600);
    type(input, "Ipsw");
    await wait(999);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith("Ipsw", expect.any(AbortSignal));
    expect(screen.getByRole("listbox", { name: "Branches by name" }).textContent).toContain(
      "Home Build Ipswich West",
    );
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("asks for 3 characters, without calling the server", async () => {
    const { search, input } = renderSearch();
    type(input, "Ip");
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
    expect(message()).toContain("Please enter at least 3 characters to search our stores.");
  });

  it("refuses a phrase no branch could match, without calling the server", async () => {
    const { search, input } = renderSearch();
    type(input, "<script>");
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
    expect(message()).toContain("Please enter a valid search phrase using a location name or postcode.");
  });

  it("says so when nothing matches, and when the call fails", async () => {
    const { input } = renderSearch(async (q) => {
      if (q === "Nowhere") return { results: [], suggestions: [] };
      throw new Error("offline");
    });
    type(input, "Nowhere");
    await wait(1000);
    expect(message()).toContain(
      "Sorry, there are no branches that match Nowhere, please try refining your search using a location name or postcode.",
    );
    type(input, "Elsewhere");
    await wait(1000);
    expect(message()).toContain("Sorry, there are no branches that match Elsewhere");
  });

  it("gives up after 30 seconds", async () => {
    const { input } = renderSearch(
      (_q, signal) => new Promise((_resolve, reject) => signal.addEventListener("abort", reject)),
    );
    type(input, "Ipswich");
    await wait(1000);
    expect(screen.getByText("Searching branches")).toBeTruthy();
    await wait(29_999);
    expect(message()).not.toContain("Sorry");
    await wait(1);
    expect(message()).toContain("Sorry, there are no branches that match Ipswich");
  });

  it("walks the results with the arrow keys and picks one with Enter: its name, the hidden code|id, the page's choice", async () => {
    const { input, onChoose, view } = renderSearch();
    type(input, "Ipswich");
    await wait(1000);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const highlighted = screen.getByRole("option", { selected: true });
    expect(highlighted.textContent).toContain("Builders United Ipswich");
    expect(input.getAttribute("aria-activedescendant")).toBe(highlighted.id);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("Home Build Ipswich West");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledWith(ipswichWest);
    expect((input as HTMLInputElement).value).toBe("Home Build Ipswich West");
    expect(view.container.querySelector<HTMLInputElement>('input[type="hidden"][name="branch"]')?.value).toBe(
      "HB015|15",
    );
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("searches again at once with a 'did you mean' name picked", async () => {
    const { input, search } = renderSearch(async (q) =>
      q === "Ipswitch" ? { results: [], suggestions: ["Ipswich"] } : found,
    );
    type(input, "Ipswitch");
    await wait(1000);
    const list = screen.getByRole("listbox");
    expect(screen.getByRole("group", { name: "did you mean" }).textContent).toContain("Ipswich");
    fireEvent.click(list.querySelector('[role="option"]')!);
    await wait(0);
    expect(search).toHaveBeenLastCalledWith("Ipswich", expect.any(AbortSignal));
    expect((input as HTMLInputElement).value).toBe("Ipswich");
    expect(screen.getByRole("listbox").textContent).toContain("Builders United Ipswich");
  });

  it("searches at once on Enter with no row highlighted, and closes the list with Escape", async () => {
    const { input, search } = renderSearch();
    type(input, "Ipswich");
    fireEvent.submit(input.closest("form")!);
    await wait(0);
    expect(search).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("listbox")).toBeTruthy();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("shows nothing for an emptied box", async () => {
    const { input, search } = renderSearch();
    type(input, "Ip");
    await wait(1000);
    type(input, "");
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
    expect(message()).toBe("");
  });
});
