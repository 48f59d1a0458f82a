import type { BranchQueryInput } from "@merchant/contract";

/** What the store finder's GET form asks for, read from the page address and passed to the API. */
export type FinderQuery = { q: string; features: string[] };

export function readFinderQuery(params: URLSearchParams): FinderQuery {
  return {
    q: (params.get("q") ?? "").trim().replace(/\s+/g, " "),
    features: [...new Set(params.getAll("feature").map((name) => name.trim()))].filter(Boolean),
  };
}

/** The query of `GET /api/branches`: only what the shopper asked for. */
export function finderApiQuery(query: FinderQuery): BranchQueryInput {
  return { ...(query.q ? { q: query.q } : {}), ...(query.features.length > 0 ? { feature: query.features } : {}) };
}
