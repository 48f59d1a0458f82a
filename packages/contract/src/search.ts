/** Search: autocomplete while typing and the results page. */
import { isSubmittableSearch, shouldAutocomplete } from "@merchant/domain/search";
import { z } from "zod";
import { listingQuerySchema, productListingSchema, productSummarySchema } from "./catalog.ts";
import { MAX_CATEGORY_SUGGESTIONS, MAX_PRODUCT_SUGGESTIONS, MAX_SEARCH_QUERY_LENGTH } from "./constants.ts";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { route } from "./route.ts";

const queryText = text(MAX_SEARCH_QUERY_LENGTH, { missing: "Is required" });

export const autocompleteQuerySchema = z.object({
  // spec/1 §5: site autocomplete begins after more than 2 characters.
  q: queryText
    .refine(shouldAutocomplete, { error: "Must be at least 3 characters" })
    .describe("what has been typed"),
});

export const searchQuerySchema = listingQuerySchema.safeExtend({
  q: queryText.refine(isSubmittableSearch, { error: "Must not be empty" }).describe("the search words"),
});

export const categorySuggestionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  path: z.string().describe("Level 1 > Level 2 > …"),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

export const suggestionsSchema = z.object({
  products: z.array(productSummarySchema).max(MAX_PRODUCT_SUGGESTIONS),
  categories: z.array(categorySuggestionSchema).max(MAX_CATEGORY_SUGGESTIONS),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const searchResultsSchema = productListingSchema.extend({
  query: z.string().describe("the words searched for, corrected when correctedFrom is present"),
  correctedFrom: z.string().optional().describe("what was typed, when it found nothing"),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const searchRoutes = {
  autocomplete: route({
    method: "GET",
    path: "/api/search/autocomplete",
    summary: "Products and categories matching what is being typed",
    tags: ["search"],
    query: autocompleteQuerySchema,
    responses: { 200: suggestionsSchema, ...failures(400, 429) },
  }),
  search: route({
    method: "GET",
    path: "/api/search",
    summary: "Search results, ranked, with spelling correction when nothing matches as typed",
    tags: ["search"],
    query: searchQuerySchema,
    responses: { 200: searchResultsSchema, ...failures(400, 429) },
  }),
};
