/** The branch directory's API calls. */
import type { BranchQueryInput } from "@merchant/contract";
import { answer, type ApiClient } from "~/lib/api.ts";

export const findBranches = (api: ApiClient, query: BranchQueryInput = {}) =>
  answer(api.GET("/api/branches", { params: { query } }));

export const branchDetail = (api: ApiClient, id: number) =>
  answer(api.GET("/api/branches/{id}", { params: { path: { id } } }));
