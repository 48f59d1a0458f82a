// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePreviousPage, type PreviousPage } from "./use-previous-page.ts";

/** The hook as the store finder sees it when it is first rendered. */
function arriveWith({ historyIndex, referrer }: { historyIndex: number; referrer: string }) {
  window.history.replaceState({ idx: historyIndex }, "", "/storefinder");
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
  let seen: PreviousPage | undefined;
  const Probe = () => {
    seen = usePreviousPage();
    return null;
  };
  const router = createMemoryRouter([{ path: "*", Component: Probe }], { initialEntries: ["/storefinder"] });
  render(<RouterProvider router={router} />);
  return seen!;
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the page the store finder was reached from (spec/2 §4)", () => {
  it("is none for a first page in the tab with no shop page before it", () => {
    expect(arriveWith({ historyIndex: 0, referrer: "" }).exists).toBe(false);
    expect(arriveWith({ historyIndex: 0, referrer: "https://elsewhere.example/page" }).exists).toBe(false);
    expect(arriveWith({ historyIndex: 0, referrer: `${window.location.origin}/storefinder` }).exists).toBe(
      false,
    );
  });

  it("is the shop page that linked here, or an earlier page of this visit", () => {
    expect(arriveWith({ historyIndex: 0, referrer: `${window.location.origin}/product/x` }).exists).toBe(
      true,
    );
    expect(arriveWith({ historyIndex: 3, referrer: "" }).exists).toBe(true);
  });
});
