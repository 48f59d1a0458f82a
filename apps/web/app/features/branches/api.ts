/** The branches feature's API calls: branches near a place, branch-name search, one branch, saving the shopper's branch. */
import type { NearbyBranches, NearbyQueryInput } from "@merchant/contract";
import { answer, ApiError, type ApiClient } from "~/lib/api.ts";

/**
 * Branches nearest a postcode or town, closest first; null when the API knows no such place
 * (its 404). A loader's client turns an API 404 into the page's own 404 `Response`, so both
 * shapes are read as "no such place" here: the finder page itself exists.
 */
export async function nearbyBranches(
  api: ApiClient,
  query: NearbyQueryInput,
): Promise<NearbyBranches | null> {
  try {
    return await answer(api.GET("/api/branches/nearby", { params: { query } }));
  } catch (error) {
    const status = error instanceof ApiError || error instanceof Response ? error.status : undefined;
    if (status === 404) return null;
    throw error;
  }
}

export const branchDetail = (api: ApiClient, id: number) =>
  answer(api.GET("/api/branches/{id}", { params: { path: { id } } }));

export const searchBranchNames = (api: ApiClient, q: string, signal: AbortSignal) =>
  answer(api.GET("/api/branches/name-search", { params: { query: { q } }, signal }));

/**
 * 'Save as my branch': the shopper collects from this branch from now on. `confirmDifferences`:
 * they accepted what the change does to their basket (spec/2 §4 'Branch differences').
 */
/** `account`: the trade account chosen for the branch, or going on where none can be used (spec/2 §4). */
export const saveCollectionBranch = (
  api: ApiClient,
  branchId: number,
  confirmDifferences: boolean,
  account: { accountId?: number; acceptUnsupported?: boolean } = {},
) =>
  answer(
    api.PUT("/api/fulfilment/collection-branch", { body: { branchId, confirmDifferences, ...account } }),
  );
