/** The catalogue's API calls: category pages with their listing, listings alone, the category tree. */
import type { ListingQueryInput } from "@merchant/contract";
import { answer, type ApiClient } from "~/lib/api.ts";

export const categoryTree = (api: ApiClient) => answer(api.GET("/api/categories/tree"));

/** The category with one page of its products, in one call. */
export const categoryWithListing = (api: ApiClient, slug: string, query: ListingQueryInput = {}) =>
  answer(api.GET("/api/categories/{slug}", { params: { path: { slug }, query } }));

export const categoryProducts = (api: ApiClient, slug: string, query: ListingQueryInput) =>
  answer(api.GET("/api/categories/{slug}/products", { params: { path: { slug }, query } }));
