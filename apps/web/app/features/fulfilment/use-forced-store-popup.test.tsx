// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectingFromIpswich } from "./testing/fixtures.ts";
import { renderWithFulfilment } from "./testing/render-with-fulfilment.tsx";

vi.mock("./api.ts");

const popup = { type: "popup" as const, delayMs: 4000 };
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const forced = () => screen.queryByRole("dialog", { name: "Please Choose Your Branch" });

beforeEach(() => {
  vi.useFakeTimers();
  window.innerWidth = 1280;
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = "forcedSetStore=; path=/; max-age=0";
});

describe("forced store popup 'Please Choose Your Branch' (spec/2 §4)", () => {
  it("opens after the server's delay on the front page, once per visitor", async () => {
    const first = renderWithFulfilment(() => null, { path: "/", storePopup: popup });
    await wait(3999);
    expect(forced()).toBeNull();
    await wait(1);
    expect(forced()).toBeTruthy();
    expect(document.cookie).toContain("forcedSetStore=1");
    first.unmount();

    renderWithFulfilment(() => null, { path: "/category/timber", storePopup: popup });
    await wait(5000);
    expect(forced()).toBeNull();
  });

  it("opens on a product group page but not on a product page", async () => {
    const product = renderWithFulfilment(() => null, { path: "/product/oak-beam", storePopup: popup });
    await wait(5000);
    expect(forced()).toBeNull();
    product.unmount();
    renderWithFulfilment(() => null, { path: "/category/timber", storePopup: popup });
    await wait(4000);
    expect(forced()).toBeTruthy();
  });

  it("stays away at 768 px or narrower, when the server says none, and when a branch is chosen", async () => {
    window.innerWidth = 768;
    const narrow = renderWithFulfilment(() => null, { path: "/", storePopup: popup });
    await wait(5000);
    expect(forced()).toBeNull();
    narrow.unmount();
    window.innerWidth = 1280;
    const off = renderWithFulfilment(() => null, { path: "/", storePopup: { type: "none", delayMs: 4000 } });
    await wait(5000);
    expect(forced()).toBeNull();
    off.unmount();
    renderWithFulfilment(() => null, { path: "/", storePopup: popup, state: collectingFromIpswich });
    await wait(5000);
    expect(forced()).toBeNull();
  });
});
