// @vitest-environment happy-dom
/** spec/1 §4, §9 seasonal snow, as a shopper's browser gets it. */
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SeasonalSnow } from "./SeasonalSnow.tsx";

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("the seasonal snow", () => {
  it("lays a canvas over the page that takes no clicks and is hidden from screen readers", () => {
    prefersReducedMotion(false);
    const { container } = render(<SeasonalSnow />);
    const canvas = container.querySelector("canvas")!;
    expect(canvas.getAttribute("aria-hidden")).toBe("true");
    expect(canvas.className).toContain("pointer-events-none");
  });

  it("does not fall for a shopper who asks for less motion", () => {
    prefersReducedMotion(true);
    const { container } = render(<SeasonalSnow />);
    expect(container.querySelector("canvas")).toBeNull();
  });
});
