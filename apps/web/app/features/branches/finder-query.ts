/** What the store finder's GET form asks for, read from the page address and passed to the API. */
export type FinderQuery = { q: string; features: string[] };

export function readFinderQuery(params: URLSearchParams): FinderQuery {
  return {
    q: (params.get("q") ?? "").trim().replace(/\s+/g, " "),
    features: [...new Set(params.getAll("feature").map((name) => name.trim()))].filter(Boolean),
  };
}

export function finderApiParams(query: FinderQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const feature of query.features) params.append("feature", feature);
  return params;
}
