// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useIdleLogout } from "./use-idle-logout.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("spec/3 §4, §9 the idle timers run (decision 144)", () => {
  it("warns at 14 minutes without activity and logs out at 15", () => {
    const logOut = vi.fn();
    const { result } = renderHook(() => useIdleLogout(logOut));
    advance(839_000);
    expect(result.current.warning).toBe(false);
    advance(1_000);
    expect(result.current.warning).toBe(true);
    advance(59_000);
    expect(logOut).not.toHaveBeenCalled();
    advance(1_000);
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it("starts again from a touch or a key, and from 'Keep me logged in' once warned", () => {
    const logOut = vi.fn();
    const { result } = renderHook(() => useIdleLogout(logOut));
    advance(800_000);
    act(() => void window.dispatchEvent(new Event("pointerdown")));
    advance(800_000);
    expect(result.current.warning).toBe(false);
    advance(40_000);
    expect(result.current.warning).toBe(true);
    // The warning asks for its button: a stray touch behind it does not count.
    act(() => void window.dispatchEvent(new Event("keydown")));
    act(() => result.current.keepLoggedIn());
    expect(result.current.warning).toBe(false);
    advance(839_000);
    expect(result.current.warning).toBe(false);
    expect(logOut).not.toHaveBeenCalled();
  });

  it("logs out at once when the phone wakes after sleeping past 15 minutes", () => {
    const logOut = vi.fn();
    renderHook(() => useIdleLogout(logOut));
    // The clock jumps while no timer ran (the phone slept).
    vi.setSystemTime(Date.now() + 20 * 60_000);
    advance(1_000);
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
