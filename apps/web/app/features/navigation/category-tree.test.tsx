// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { categoryNode as node } from "~/lib/testing/categories.ts";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { shallowCategoryTree, useNavigationCategories, withLoadedSubcategories } from "./category-tree.ts";
import { TopNavigation } from "./TopNavigation.tsx";

const tree = [
  node(1, "Timber", 1, [node(10, "Sawn Timber", 2, [node(100, "Treated Sawn", 3)]), node(11, "Sheet", 2)]),
  node(2, "Offers", 1),
];

describe("the navigation's categories in the page (decision 173)", () => {
  it("carries levels 1 and 2, and says which level 2 categories have links still to read", () => {
    expect(shallowCategoryTree(tree)).toEqual([
      {
        ...node(1, "Timber", 1),
        children: [{ ...node(10, "Sawn Timber", 2), childrenToLoad: true }, node(11, "Sheet", 2)],
      },
      node(2, "Offers", 1),
    ]);
  });

  it("fills the level 3 links in from the whole tree once read, and is unchanged before", () => {
    const shallow = shallowCategoryTree(tree);
    expect(withLoadedSubcategories(shallow, null)).toBe(shallow);
    expect(withLoadedSubcategories(shallow, tree)).toEqual(tree);
  });
});

const shallow = shallowCategoryTree(tree);
function NavigationAsPagesHaveIt() {
  return <TopNavigation categories={useNavigationCategories(shallow)} />;
}

describe("reading the level 3 links when the bar is used (decision 173)", () => {
  it("reads the whole tree once when the bar is pointed at, then shows a level 3 panel", async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(new URL(request.url).pathname).toBe("/api/categories/tree");
      return Response.json({ categories: tree });
    });
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    renderInRouter(() => <NavigationAsPagesHaveIt />);
    const nav = screen.getByRole("navigation", { name: "Product categories" });
    expect(screen.queryByRole("link", { name: "Treated Sawn" })).toBeNull();

    await act(async () => {
      fireEvent.pointerEnter(nav, { pointerType: "mouse" });
      fireEvent.pointerEnter(nav, { pointerType: "mouse" });
    });
    expect(fetch).toHaveBeenCalledTimes(1);

    // Keyboard: Enter opens the panel, focus on a level 2 link opens its level 3 panel.
    fireEvent.keyDown(screen.getByRole("link", { name: "Timber" }), { key: "Enter" });
    const sawn = await screen.findByRole("link", { name: /Sawn Timber/ });
    fireEvent.focus(sawn);
    expect(await screen.findByRole("link", { name: "Treated Sawn" })).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
