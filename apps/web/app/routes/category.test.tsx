// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { CategoryPage as CategoryPageData } from "@merchant/contract";
import { emptyListing, json, loaderArgs, refused, withStatus } from "~/lib/testing/loader-calls.ts";
import type { Route } from "./+types/category";
import CategoryPage, { loader } from "./category.tsx";

type CategoryData = Route.ComponentProps["loaderData"];

const timber: CategoryPageData = {
  category: { id: 2, slug: "timber", name: "Timber", level: 2, description: "" },
  breadcrumb: [{ slug: "timber", name: "Timber" }],
  children: [],
};

const call = (url: string, answer: (path: string, query: URLSearchParams) => Response) =>
  loader(loaderArgs(url, answer, { slug: "timber" }) as Route.LoaderArgs);

describe("a category listing whose address the API refuses", () => {
  it("answers 400 with the reason in the page's words, the category still shown", async () => {
    // The page's own listing is refused; the category alone, with its default listing, is not.
    const result = await call("/category/timber?page=20000", (_path, query) =>
      query.has("page") ? refused({ page: "Must be at most 10000" }) : json({ ...timber, listing: emptyListing }),
    );
    const { status, value } = withStatus<CategoryData>(result);
    expect(status).toBe(400);
    expect(value).toEqual({ ...timber, refusal: "Page must be at most 10000." });
  });

  it("is the page's 404 when the API refuses the slug itself", async () => {
    const thrown = await call("/category/timber", () =>
      refused({ slug: "Must not contain control characters" }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("shows the reason where the products would be, with the way back to all of them", async () => {
    const loaderData: CategoryData = { ...timber, refusal: "Page must be at most 10000." };
    const Stub = createRoutesStub([
      { path: "/category/:slug", Component: CategoryPage, loader: () => loaderData },
    ]);
    render(<Stub initialEntries={["/category/timber?page=20000"]} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Page must be at most 10000.");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Timber");
    expect(
      screen.getByRole("link", { name: "Show all products in this category" }).getAttribute("href"),
    ).toBe("/category/timber");
  });
});
