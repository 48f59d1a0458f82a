// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./Carousel.tsx";
import { ROW_LAYOUTS } from "./carousel-layouts.ts";

// Eight items in a row of three at 375 px (sponsor layout, spec/3 §9), so the first starts are 0 to 5.
const names = ["Oak", "Ash", "Pine", "Elm", "Yew", "Fir", "Larch", "Cedar"];
const slides = names.map((name) => <a href={`/search?q=${name}`}>{name}</a>);
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const shown = () =>
  screen.getAllByRole("group").flatMap((slide) => (slide.hasAttribute("inert") ? [] : [slide.textContent]));

function atWidth(width: number) {
  vi.stubGlobal("innerWidth", width);
  window.dispatchEvent(new Event("resize"));
}

beforeEach(() => {
  vi.useFakeTimers();
  atWidth(375);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel (spec/3 §4 slider, §9 carousel constants)", () => {
  it("shows as many items as the width allows, and moves one at a time with labelled buttons", () => {
    render(<Carousel label="Our sponsors" slides={slides} layout={ROW_LAYOUTS.sponsor} />);
    expect(screen.getByRole("region", { name: "Our sponsors" })).toBeTruthy();
    expect(shown()).toEqual(["Oak", "Ash", "Pine"]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(shown()).toEqual(["Ash", "Pine", "Elm"]);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(shown()).toEqual(["Oak", "Ash", "Pine"]);
  });

  it("wraps from the last full view to the first, and back", () => {
    render(<Carousel label="Our sponsors" slides={slides} layout={ROW_LAYOUTS.sponsor} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(shown()).toEqual(["Fir", "Larch", "Cedar"]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(shown()).toEqual(["Oak", "Ash", "Pine"]);
  });

  it("has nothing to move when every item is in view", () => {
    atWidth(1280);
    render(<Carousel label="Related" slides={slides.slice(0, 3)} layout={ROW_LAYOUTS.crossSell} />);
    expect(screen.queryByRole("button", { name: "Next slide" })).toBeNull();
    expect(shown()).toEqual(["Oak", "Ash", "Pine"]);
  });

  it("moves on every autoplay interval, holding while pointed at and once paused", () => {
    render(<Carousel label="Our sponsors" slides={slides} layout={ROW_LAYOUTS.sponsor} autoplayMs={4000} />);
    wait(3999);
    expect(shown()[0]).toBe("Oak");
    wait(1);
    expect(shown()[0]).toBe("Ash");
    fireEvent.mouseEnter(screen.getByRole("region"));
    wait(10000);
    expect(shown()[0]).toBe("Ash");
    fireEvent.mouseLeave(screen.getByRole("region"));
    fireEvent.click(screen.getByRole("button", { name: "Pause Our sponsors" }));
    wait(10000);
    expect(shown()[0]).toBe("Ash");
    fireEvent.click(screen.getByRole("button", { name: "Play Our sponsors" }));
    wait(4000);
    expect(shown()[0]).toBe("Pine");
  });

  it("does not autoplay, nor offer a pause, for shoppers who ask for reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<Carousel label="Our sponsors" slides={slides} layout={ROW_LAYOUTS.sponsor} autoplayMs={4000} />);
    wait(10000);
    expect(shown()[0]).toBe("Oak");
    expect(screen.queryByRole("button", { name: /Pause/ })).toBeNull();
  });

  it("moves on a swipe past 8% of its width (decision 157), and not on a shorter one", () => {
    render(<Carousel label="Our sponsors" slides={slides} layout={ROW_LAYOUTS.sponsor} />);
    const viewport = screen.getByRole("group", { name: "1 of 8" }).parentElement!.parentElement!;
    Object.defineProperty(viewport, "clientWidth", { value: 375 });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { button: 0, pointerId: 1, clientX: from, clientY: 10 });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: to, clientY: 10 });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: to, clientY: 10 });
    };
    swipe(200, 180);
    expect(shown()[0]).toBe("Oak");
    swipe(200, 160);
    expect(shown()[0]).toBe("Ash");
    swipe(160, 200);
    expect(shown()[0]).toBe("Oak");
  });

  it("names each item's place", () => {
    render(<Carousel label="Our sponsors" slides={slides} layout={ROW_LAYOUTS.sponsor} />);
    expect(screen.getByRole("group", { name: "2 of 8" }).textContent).toBe("Ash");
  });
});
