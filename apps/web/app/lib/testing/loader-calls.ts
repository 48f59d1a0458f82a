/** Calling a route's loader in a test, against a fake in-process API. */
import type { ProductListing } from "@merchant/contract";
import { renderContext } from "../load-context.ts";

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API's 400 naming each refused field, as the errors plugin words it. */
export function refused(fields: Record<string, string>): Response {
  const message = Object.entries(fields)
    .map(([name, problem]) => `${name} ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`)
    .join("; ");
  return json({ error: { code: "bad_request", message, fields } }, 400);
}

/** A listing with nothing in it, as the API answers a category or search that finds nothing. */
export const emptyListing: ProductListing = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 24,
  pageCount: 0,
  facets: { manufacturers: [], price: { min: 0, max: 0 } },
};

/** A loader's arguments for `url`, with an API answering each call by its path and query. */
export function loaderArgs<Params extends Record<string, string>>(
  url: string,
  answer: (path: string, query: URLSearchParams) => Response,
  params: Params = {} as Params,
) {
  const apiFetch = async (request: Request) => {
    const { pathname, searchParams } = new URL(request.url);
    return answer(pathname, searchParams);
  };
  const address = new URL(url, "http://shop.test");
  return {
    request: new Request(address),
    url: address,
    // The route's pattern is not read by the loaders under test.
    pattern: "",
    params,
    context: renderContext({ apiFetch }),
  };
}

/** What a loader returned with `data(value, { status })`: the value and the page's status. */
export function withStatus<T>(result: unknown): { status: number; value: T } {
  const answer = result as { data?: T; init?: ResponseInit | null };
  return "init" in answer
    ? { status: answer.init?.status ?? 200, value: answer.data as T }
    : { status: 200, value: result as T };
}
