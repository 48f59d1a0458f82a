// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { SearchResults } from "@merchant/contract";
import { parseListingQuery } from "~/features/catalog";
import { emptyListing, loaderArgs, refused, withStatus } from "~/lib/testing/loader-calls.ts";
import type { Route } from "./+types/search";
import SearchPage, { loader } from "./search.tsx";

const noResults: SearchResults = { ...emptyListing, query: "zzqqxx" };

type SearchData = Route.ComponentProps["loaderData"];

function renderSearch(loaderData: SearchData) {
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
          imageUrl: null,
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

describe("a search the API refuses", () => {
  const tooLong = "timber ".repeat(40).trim();

  it("answers 400 with the API's reason in the page's words, not the error page", async () => {
    const args = loaderArgs(`/search?q=${encodeURIComponent(tooLong)}`, (path) => {
      expect(path).toBe("/api/search");
      return refused({ q: "Must be at most 200 characters" });
    });
    const { status, value } = withStatus<SearchData>(await loader(args as Route.LoaderArgs));
    expect(status).toBe(400);
    expect(value).toEqual({ q: tooLong, refusal: "Search words must be at most 200 characters." });
  });

  it("names each refused listing input as the page does", async () => {
    const args = loaderArgs("/search?q=oak&page=20000", () =>
      refused({ page: "Must be at most 10000", "brand.1": "Must not contain control characters" }),
    );
    const { value } = withStatus<SearchData>(await loader(args as Route.LoaderArgs));
    expect(value).toMatchObject({
      refusal: "Page must be at most 10000. Manufacturer must not contain control characters.",
    });
  });

  it("shows the reason and the words in a search box to put right", async () => {
    renderSearch({ q: tooLong, refusal: "Search words must be at most 200 characters." });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Search words must be at most 200 characters.",
    );
    const box = screen.getByRole("searchbox", { name: "Search words" }) as HTMLInputElement;
    expect(box.value).toBe(tooLong);
    expect(box.form?.getAttribute("action")).toBe("/search");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Search");
  });
});
