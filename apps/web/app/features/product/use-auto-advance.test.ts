// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GALLERY_INTERVAL_MS, useAutoAdvance } from "./use-auto-advance.ts";

function prefersReducedMotion(reduced: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduced && query === "(prefers-reduced-motion: reduce)",
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// spec/1 §4 and §9: gallery 6000 ms
describe("gallery auto-advance", () => {
  it("moves to the next image every 6000 ms and wraps to the first after the last", () => {
    const { result } = renderHook(() => useAutoAdvance(3, false));
    expect(GALLERY_INTERVAL_MS).toBe(6000);
    expect(result.current.index).toBe(0);
    advance(5999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(6000);
    expect(result.current.index).toBe(2);
    advance(6000);
    expect(result.current.index).toBe(0);
  });

  it("holds still while paused and carries on after", () => {
    const { result, rerender } = renderHook(({ paused }) => useAutoAdvance(3, paused), {
      initialProps: { paused: true },
    });
    advance(30_000);
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    advance(6000);
    expect(result.current.index).toBe(1);
  });

  it("gives a chosen image a full interval before moving on", () => {
    const { result } = renderHook(() => useAutoAdvance(4, false));
    advance(5000);
    act(() => result.current.show(2));
    expect(result.current.index).toBe(2);
    advance(5999);
    expect(result.current.index).toBe(2);
    advance(1);
    expect(result.current.index).toBe(3);
  });

  it("wraps a choice past either end", () => {
    const { result } = renderHook(() => useAutoAdvance(3, false));
    act(() => result.current.show(-1));
    expect(result.current.index).toBe(2);
    act(() => result.current.show(3));
    expect(result.current.index).toBe(0);
  });

  it("does not move for a shopper who asks for reduced motion", () => {
    prefersReducedMotion(true);
    const { result } = renderHook(() => useAutoAdvance(3, false));
    advance(30_000);
    expect(result.current.index).toBe(0);
  });

  it("does not move a single image", () => {
    const { result } = renderHook(() => useAutoAdvance(1, false));
    advance(30_000);
    expect(result.current.index).toBe(0);
  });
});
