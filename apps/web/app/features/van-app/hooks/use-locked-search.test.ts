// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_TYPING_DELAY_MS, useLockedSearch } from "./use-locked-search.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A search whose answers the test releases one at a time. */
function slowSearch() {
  const calls: string[] = [];
  const releases: (() => void)[] = [];
  const search = vi.fn((term: string) => {
    calls.push(term);
    return new Promise<void>((resolve) => releases.push(resolve));
  });
  return { search, calls, release: () => releases.shift()?.() };
}

describe("spec/3 §4 the search lock", () => {
  it("runs one search at a time, and only the latest term typed meanwhile next", async () => {
    const { search, calls, release } = slowSearch();
    const { result } = renderHook(() => useLockedSearch(search));
    void act(() => void result.current.now("cop"));
    void act(() => void result.current.now("copp"));
    void act(() => void result.current.now("copper"));
    expect(calls).toEqual(["cop"]);
    await act(async () => release());
    expect(calls).toEqual(["cop", "copper"]);
    await act(async () => release());
    expect(calls).toEqual(["cop", "copper"]);
  });

  it("starts a search once typing pauses, not at each key", () => {
    const { search, calls } = slowSearch();
    const { result } = renderHook(() => useLockedSearch(search));
    act(() => result.current.afterTyping("cop"));
    act(() => vi.advanceTimersByTime(SEARCH_TYPING_DELAY_MS - 1));
    act(() => result.current.afterTyping("copp"));
    act(() => vi.advanceTimersByTime(SEARCH_TYPING_DELAY_MS - 1));
    expect(calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(calls).toEqual(["copp"]);
  });
});
