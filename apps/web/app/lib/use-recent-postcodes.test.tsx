// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useRecentPostcodes } from "./use-recent-postcodes.ts";

afterEach(() => {
  window.localStorage.clear();
  document.cookie = "postcodeList=; path=/; max-age=0";
});

describe("recent postcodes in storage and the postcodeList cookie (spec/2 §3, §9)", () => {
  it("keeps valid postcodes, normalised, newest shown first, in storage and the cookie", () => {
    const { result } = renderHook(() => useRecentPostcodes());
    act(() => {
      result.current.remember("ip1 1aa");
      result.current.remember("not a postcode");
      result.current.remember("nr2 4sx");
    });
    expect(result.current.shown).toEqual(["NR2 4SX", "IP1 1AA"]);
    expect(JSON.parse(window.localStorage.getItem("recentPostcodes") ?? "")).toEqual(["IP1 1AA", "NR2 4SX"]);
    expect(document.cookie).toContain(`postcodeList=${encodeURIComponent('["IP1 1AA","NR2 4SX"]')}`);
  });

  it("reads the cookie when storage holds nothing", () => {
    document.cookie = `postcodeList=${encodeURIComponent('["CB1 1PT"]')}; path=/`;
    const { result } = renderHook(() => useRecentPostcodes());
    expect(result.current.shown).toEqual(["CB1 1PT"]);
  });
});
