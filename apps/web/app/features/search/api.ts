/** Search's API calls: suggestions while typing, and a page of results. */
import type { ListingQueryInput } from "@merchant/contract";
import { answer, type ApiClient } from "~/lib/api.ts";

export const autocomplete = (api: ApiClient, q: string, signal?: AbortSignal) =>
  answer(api.GET("/api/search/autocomplete", { params: { query: { q } }, ...(signal ? { signal } : {}) }));

export const searchProducts = (api: ApiClient, q: string, query: ListingQueryInput) =>
  answer(api.GET("/api/search", { params: { query: { ...query, q } } }));
