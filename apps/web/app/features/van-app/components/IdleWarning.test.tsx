// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../api.ts";
import { IdleWarning } from "./IdleWarning.tsx";

// Every call of the app a mock: the idle logout's emptying and the keep-alive's ping.
vi.mock("../api.ts");

const assign = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(api.appUserOf).mockResolvedValue({} as never);
  vi.mocked(api.startOver).mockResolvedValue({} as never);
  vi.mocked(api.emptyPrivateStoreBasket).mockResolvedValue({} as never);
  vi.stubGlobal("location", { ...window.location, assign });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** 15 idle minutes pass, and the emptying's promise settles. */
async function idleOut() {
  await act(async () => {
    vi.advanceTimersByTime(900_000);
    await Promise.resolve();
  });
  await act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });
}

describe("spec/3 §4 Session: on idle timeout the basket is emptied, then logout", () => {
  it("empties a private-store customer's basket, not a van's (decision 167)", async () => {
    render(<IdleWarning logoutPath="/app/logout" vanId={null} privateStore />);
    await idleOut();
    expect(api.emptyPrivateStoreBasket).toHaveBeenCalledOnce();
    expect(api.startOver).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith("/app/logout");
  });

  it("empties an operator's van basket", async () => {
    render(<IdleWarning logoutPath="/app/logout" vanId={3} />);
    await idleOut();
    expect(api.startOver).toHaveBeenCalledWith(expect.anything(), 3);
    expect(api.emptyPrivateStoreBasket).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith("/app/logout");
  });
});
