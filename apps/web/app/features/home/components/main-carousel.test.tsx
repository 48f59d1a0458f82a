// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HomeSlide } from "@merchant/contract";
import { MainCarousel } from "./main-carousel.tsx";

const slide = (title: string, background: string): HomeSlide => ({
  title,
  body: `${title} body`,
  href: `/category/${title.toLowerCase()}`,
  image: { url: `/media/${title}.svg`, alt: title },
  background,
});
const slides = [slide("Bricks", "#1f4e79"), slide("Timber", "#2e5e2b"), slide("Tools", "#3d3a6b")];
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function renderCarousel() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <MainCarousel slides={slides} /> }]);
  render(<Stub />);
}
const region = () => screen.getByRole("region", { name: "Offers" });
const highlighted = () =>
  screen
    .getAllByRole("button", { name: /^Slide / })
    .filter((tab) => tab.getAttribute("aria-current") === "true")
    .map((tab) => tab.textContent);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("MainCarousel (spec/3 §2, §4, §9)", () => {
  it("shows the first slide with its picture fetched first, the others' pictures lazily", () => {
    renderCarousel();
    expect(region().getAttribute("data-background")).toBe("#1f4e79");
    const pictures = region().querySelectorAll("img");
    expect(pictures[0]?.getAttribute("fetchpriority")).toBe("high");
    expect(pictures[0]?.getAttribute("loading")).toBe("eager");
    expect(pictures[1]?.getAttribute("loading")).toBe("lazy");
    expect(highlighted()).toEqual(["1", ""]);
  });

  it("turns to the next slide's colour before the change, and highlights its tab after it", () => {
    renderCarousel();
    fireEvent.click(screen.getAllByRole("button", { name: "Slide 3: Tools" })[0]!);
    expect(region().getAttribute("data-background")).toBe("#3d3a6b");
    expect(highlighted()).toEqual(["1", ""]);
    wait(500);
    expect(highlighted()).toEqual(["3", ""]);
    expect(screen.getByRole("group", { name: "3 of 3: Tools" }).hasAttribute("inert")).toBe(false);
    expect(screen.getByRole("group", { name: "1 of 3: Bricks" }).hasAttribute("inert")).toBe(true);
  });

  it("moves on every 4000 ms and wraps to the first, until paused", () => {
    renderCarousel();
    wait(4000);
    expect(region().getAttribute("data-background")).toBe("#2e5e2b");
    wait(4000);
    wait(4000);
    expect(region().getAttribute("data-background")).toBe("#1f4e79");
    fireEvent.click(screen.getByRole("button", { name: "Pause offers" }));
    wait(12000);
    expect(region().getAttribute("data-background")).toBe("#1f4e79");
  });
});
