/** What an account page's action is called with in a test, against the mocked `api.ts`. */
import type { ApiClient } from "~/lib/api.ts";

/** The page's API client: the mocked calls never use it. */
export const client = {} as ApiClient;

/** The form as the page posts it. */
export function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
