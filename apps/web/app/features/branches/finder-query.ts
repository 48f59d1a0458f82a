import { normalisePostcode, STORE_FINDER_POSTCODE_MESSAGE } from "@merchant/domain/branches";
import type { NearbyQueryInput } from "@merchant/contract";
import { STORE_FINDER_PATH } from "./branch-path.ts";

/**
 * What the store finder shows, read from its address (`?near=IP1%201AA&feature=Showroom`): the
 * place searched (null before any search) and the ticked features.
 */
export type FinderQuery = { near: string | null; features: string[] };

export function readFinderQuery(params: URLSearchParams): FinderQuery {
  const near = params.get("near");
  return {
    near: near === null ? null : near.trim().replace(/\s+/g, " "),
    features: [...new Set(params.getAll("feature").map((name) => name.trim()))].filter(Boolean),
  };
}

export type FinderSearch = { ok: true; near: string } | { ok: false; message: string };

/**
 * spec/2 §5 store finder: a blank box is refused with the finder's own words. Anything else is a
 * postcode (written the one way, so it is remembered once) or a place for the API to find; an
 * unknown place is the API's 404 (docs/decisions/108-store-finder-by-distance.md).
 */
export function checkFinderSearch(typed: string): FinderSearch {
  const text = typed.trim().replace(/\s+/g, " ");
  if (text === "") return { ok: false, message: STORE_FINDER_POSTCODE_MESSAGE };
  return { ok: true, near: normalisePostcode(text) ?? text };
}

/** The query of `GET /api/branches/nearby` for a search that has a place. */
export function nearbyApiQuery(near: string, features: readonly string[]): NearbyQueryInput {
  return { near, ...(features.length > 0 ? { feature: [...features] } : {}) };
}

/** The finder's address for a search: the page is its own state, so it can be shared and reloaded. */
export function finderSearchPath(near: string, features: readonly string[] = []): string {
  const params = new URLSearchParams({ near });
  for (const feature of features) params.append("feature", feature);
  return `${STORE_FINDER_PATH}?${params}`;
}
