// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./Carousel.tsx";

// Embla measures slides with layout APIs jsdom lacks; a stand-in records what the carousel asks of it.
const embla = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  const api = {
    selected: 0,
    scrollNext: vi.fn(() => {
      api.selected = (api.selected + 1) % 3;
      listeners.get("select")?.();
    }),
    scrollPrev: vi.fn(),
    scrollTo: vi.fn(),
    selectedScrollSnap: () => api.selected,
    scrollSnapList: () => [0, 1, 2],
    on: (event: string, listener: () => void) => {
      listeners.set(event, listener);
      return api;
    },
    off: () => api,
  };
  return api;
});
vi.mock("embla-carousel-react", () => ({ default: () => [() => {}, embla] }));

const slides = ["Oak", "Ash", "Pine"].map((name) => <p key={name}>{name}</p>);
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  embla.selected = 0;
  embla.scrollNext.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel", () => {
  it("has labelled previous and next buttons", () => {
    render(<Carousel label="Related products" slides={slides} />);
    expect(screen.getByRole("region", { name: "Related products" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it("moves on every autoplay interval", () => {
    render(<Carousel label="Offers" slides={slides} autoplayMs={4000} />);
    wait(3999);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    wait(1);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    wait(4000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it("holds still while pointed at, and for shoppers who ask for reduced motion", () => {
    render(<Carousel label="Offers" slides={slides} autoplayMs={4000} />);
    fireEvent.mouseEnter(screen.getByRole("region"));
    wait(10000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole("region"));
    wait(4000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it("does not autoplay with reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<Carousel label="Offers" slides={slides} autoplayMs={4000} />);
    wait(10000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
  });

  it("shows dots that mark the current slide and jump to theirs", () => {
    render(<Carousel label="Offers" slides={slides} showDots />);
    expect(screen.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(screen.getByRole("button", { name: "Go to slide 2" }).getAttribute("aria-current")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(embla.scrollTo).toHaveBeenCalledWith(2);
  });

  it("names each slide's place", () => {
    render(<Carousel label="Offers" slides={slides} />);
    expect(screen.getByRole("group", { name: "2 of 3" }).textContent).toBe("Ash");
  });
});
