// @vitest-environment happy-dom
// decision 154: touches keep the server's app session alive, at most once every 5 minutes.
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KEEP_ALIVE_EVERY_MS, useServerKeepAlive } from "./use-server-keep-alive.ts";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const touch = () => window.dispatchEvent(new Event("pointerdown"));

describe("useServerKeepAlive", () => {
  it("pings on a touch once 5 minutes have passed, and not again within the next 5", () => {
    const ping = vi.fn(() => Promise.resolve());
    renderHook(() => useServerKeepAlive(ping));
    touch();
    expect(ping).not.toHaveBeenCalled();
    vi.advanceTimersByTime(KEEP_ALIVE_EVERY_MS);
    touch();
    expect(ping).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(KEEP_ALIVE_EVERY_MS - 1);
    touch();
    expect(ping).toHaveBeenCalledOnce();
  });

  it("does not ping without a touch, however long the page is open", () => {
    const ping = vi.fn(() => Promise.resolve());
    renderHook(() => useServerKeepAlive(ping));
    vi.advanceTimersByTime(KEEP_ALIVE_EVERY_MS * 4);
    expect(ping).not.toHaveBeenCalled();
  });
});
