// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CategoryNode } from "@merchant/contract";
import { categoryNode as node } from "~/lib/testing/categories.ts";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { TopNavigation } from "./TopNavigation.tsx";

const level2 = Array.from({ length: 10 }, (_, index) =>
  node(100 + index, `Range ${index + 1}`, 2, [node(1000 + index, `Line ${index + 1}`, 3)]),
);
const pictured = (category: CategoryNode, imageUrl: string): CategoryNode => ({ ...category, imageUrl });
const categories = [
  pictured(node(1, "Timber", 1, level2), "/media/products/1/1.svg"),
  node(2, "Tools", 1, [node(200, "Saws", 2)]),
  node(3, "Offers", 1),
];

function renderNavigation() {
  renderInRouter(() => <TopNavigation categories={categories} />);
}

const nav = () => screen.getByRole("navigation", { name: "Product categories" });
const level1Link = (name: string) => screen.getByRole("link", { name });
const panelOf = (name: string) => document.getElementById(level1Link(name).getAttribute("aria-controls")!);
/** A closed panel is not in the page at all (issue 15: its links stay out of the first download). */
const panelShown = (name: string) => panelOf(name) !== null;
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const hover = (element: Element) => fireEvent.pointerOver(element, { pointerType: "mouse" });
const leave = (element: Element) => fireEvent.pointerOut(element, { pointerType: "mouse" });

/** Makes the window a touch tablet (or not) for isTouchTablet(). */
function deviceIs({ touch, width }: { touch: boolean; width: number }) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(pointer: coarse)" ? touch : false,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal("innerWidth", width);
}

beforeEach(() => {
  vi.useFakeTimers();
  deviceIs({ touch: false, width: 1280 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("top navigation hover (spec/3 §4, decision 041)", () => {
  it("shows a level 2 panel 500 ms after its level 1 item is hovered", () => {
    renderNavigation();
    hover(level1Link("Timber"));
    wait(499);
    expect(panelShown("Timber")).toBe(false);
    wait(1);
    expect(panelShown("Timber")).toBe(true);
    expect(level1Link("Timber").getAttribute("aria-expanded")).toBe("true");
  });

  it("loads a category's picture only once its panel opens, and then lazily (spec/1 §2)", () => {
    renderNavigation();
    const pictures = () => Array.from(nav().querySelectorAll("img"));
    expect(pictures()).toEqual([]);
    hover(level1Link("Timber"));
    wait(500);
    expect(pictures().map((img) => [img.getAttribute("src"), img.getAttribute("loading")])).toEqual([
      ["/media/products/1/1.svg", "lazy"],
    ]);
  });

  it("hides the panels 500 ms after the pointer leaves the navigation", () => {
    renderNavigation();
    hover(level1Link("Timber"));
    wait(500);
    leave(nav());
    wait(499);
    expect(panelShown("Timber")).toBe(true);
    wait(1);
    expect(panelShown("Timber")).toBe(false);
  });

  it("keeps the panels when the pointer comes back in time", () => {
    renderNavigation();
    hover(level1Link("Timber"));
    wait(500);
    leave(nav());
    wait(300);
    hover(panelOf("Timber")!);
    wait(1000);
    expect(panelShown("Timber")).toBe(true);
  });

  it("moves to another level 1 item's panel after its own 500 ms", () => {
    renderNavigation();
    hover(level1Link("Timber"));
    wait(500);
    hover(level1Link("Tools"));
    wait(499);
    expect(panelShown("Timber")).toBe(true);
    wait(1);
    expect(panelShown("Tools")).toBe(true);
    expect(panelShown("Timber")).toBe(false);
  });

  it("shows a level 3 panel 450 ms after a level 2 item is hovered and hides it 100 ms after leaving", () => {
    renderNavigation();
    hover(level1Link("Timber"));
    wait(500);
    const range = screen.getByRole("link", { name: /Range 1\b/ }).closest("li")!;
    const level3 = () => screen.queryByRole("link", { name: "Line 1" });
    hover(range);
    wait(449);
    expect(level3()).toBeNull();
    wait(1);
    expect(level3()).not.toBeNull();
    leave(range);
    wait(99);
    expect(level3()).not.toBeNull();
    wait(1);
    expect(level3()).toBeNull();
  });

  it("does not open panels for touch pointers", () => {
    renderNavigation();
    fireEvent.pointerOver(level1Link("Timber"), { pointerType: "touch" });
    wait(1000);
    expect(panelShown("Timber")).toBe(false);
  });

  it("hides the panels at once when a finger moves on the page", () => {
    renderNavigation();
    hover(level1Link("Timber"));
    wait(500);
    fireEvent.touchMove(document.body);
    expect(panelShown("Timber")).toBe(false);
  });
});

describe("show more (spec/3 §4)", () => {
  it("reveals the hidden level 2 links, hides itself, and is reset when the panels close", () => {
    renderNavigation();
    hover(level1Link("Timber"));
    wait(500);
    expect(screen.queryByRole("link", { name: /Range 9\b/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show more (2)" }));
    expect(screen.getByRole("link", { name: /Range 9\b/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Show more/ })).toBeNull();

    leave(nav());
    wait(500);
    hover(level1Link("Timber"));
    wait(500);
    expect(screen.queryByRole("link", { name: /Range 9\b/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Show more (2)" })).toBeTruthy();
  });
});

describe("clicks (spec/3 §4)", () => {
  it("on a touch tablet under 768 px a click toggles the sub menu instead of following the link", () => {
    deviceIs({ touch: true, width: 700 });
    renderNavigation();
    fireEvent.click(level1Link("Timber"));
    expect(panelShown("Timber")).toBe(true);
    expect(screen.getByTestId("current-page").textContent).toBe("/");
    fireEvent.click(level1Link("Timber"));
    expect(panelShown("Timber")).toBe(false);
  });

  it.each([
    { touch: false, width: 700 },
    { touch: true, width: 1024 },
  ])("otherwise a click follows the link (%o)", async (device) => {
    deviceIs(device);
    renderNavigation();
    fireEvent.click(level1Link("Timber"));
    await act(async () => void vi.advanceTimersByTime(0));
    expect(screen.getByTestId("current-page").textContent).toBe("/category/timber");
  });
});

describe("keyboard", () => {
  it("opens a panel at once with Enter, moves focus into it and closes it with Escape", () => {
    renderNavigation();
    const timber = level1Link("Timber");
    timber.focus();
    fireEvent.keyDown(timber, { key: "Enter" });
    expect(panelShown("Timber")).toBe(true);
    expect(document.activeElement?.textContent).toBe("Shop all Timber");
    expect(panelOf("Timber")!.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(panelShown("Timber")).toBe(false);
    expect(document.activeElement).toBe(timber);
  });

  it("opens a panel with ArrowDown too, but leaves links without a panel alone", () => {
    renderNavigation();
    fireEvent.keyDown(level1Link("Tools"), { key: "ArrowDown" });
    expect(panelShown("Tools")).toBe(true);
    expect(level1Link("Offers").getAttribute("aria-expanded")).toBeNull();
  });

  it("shows a level 2 item's level 3 panel as soon as it has focus", () => {
    renderNavigation();
    fireEvent.keyDown(level1Link("Timber"), { key: "Enter" });
    fireEvent.focus(screen.getByRole("link", { name: /Range 2\b/ }));
    expect(screen.getByRole("link", { name: "Line 2" })).toBeTruthy();
  });

  it("closes when focus leaves the navigation", () => {
    renderNavigation();
    fireEvent.keyDown(level1Link("Timber"), { key: "Enter" });
    fireEvent.blur(document.activeElement!, { relatedTarget: screen.getByTestId("current-page") });
    expect(panelShown("Timber")).toBe(false);
  });
});
