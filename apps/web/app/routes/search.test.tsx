// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { SearchResults } from "~/lib/api-types";
import { parseListingQuery } from "~/features/catalog";
import SearchPage from "./search.tsx";

const noResults: SearchResults = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 24,
  pageCount: 0,
  facets: { manufacturers: [], price: { min: 0, max: 0 } },
  query: "zzqqxx",
};

function renderSearch(loaderData: Awaited<ReturnType<typeof import("./search.tsx").loader>>) {
  const Stub = createRoutesStub([{ path: "/search", Component: SearchPage, loader: () => loaderData }]);
  render(<Stub initialEntries={["/search"]} />);
}

describe("search results page", () => {
  // spec/1 §5 "Empty site search"
  it("says an empty search is empty instead of listing anything", async () => {
    renderSearch({ q: "", results: null, query: null, suggestions: [] });
    expect(
      await screen.findByText("Unfortunately, the search you have requested is empty, please try again."),
    ).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Products" })).toBeNull();
  });

  it("tells the shopper which corrected words it searched", async () => {
    renderSearch({
      q: "timbr",
      results: { ...noResults, query: "timber", correctedFrom: "timbr", total: 0 },
      query: parseListingQuery(new URLSearchParams()),
      suggestions: [],
    });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Results for “timbr”");
    expect(screen.getByText(/Showing results for/).textContent).toBe("Showing results for “timber”");
  });

  it("offers the departments when nothing matched", async () => {
    renderSearch({
      q: "zzqqxx",
      results: noResults,
      query: parseListingQuery(new URLSearchParams()),
      suggestions: [
        {
          id: 1,
          slug: "timber-and-sheet-materials",
          name: "Timber & Sheet Materials",
          level: 1,
          productCount: 450,
          children: [],
        },
      ],
    });
    expect(await screen.findByText("Sorry, no products matched “zzqqxx”.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Timber & Sheet Materials" }).getAttribute("href")).toBe(
      "/category/timber-and-sheet-materials",
    );
  });
});
