import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { shouldRevalidate } from "./van-app.tsx";

const args = (current: string, next: string): ShouldRevalidateFunctionArgs =>
  ({
    currentUrl: new URL(current, "http://shop.test"),
    nextUrl: new URL(next, "http://shop.test"),
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe("the van app page's data (decision 169)", () => {
  it("is kept when only selectTab leaves the address", () => {
    expect(shouldRevalidate(args("/app?selectTab=orders", "/app"))).toBe(false);
  });

  it("is read again when the app asks after a change (the same address, with no selectTab)", () => {
    expect(shouldRevalidate(args("/app", "/app"))).toBe(true);
    expect(shouldRevalidate(args("/appmears", "/appmears"))).toBe(true);
  });
});
