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

/** An action's arguments: `form` posted to `url`, with an API answering each call by its path. */
export function actionArgs(url: string, form: Record<string, string>, answer: (path: string) => Response) {
  const args = loaderArgs(url, answer);
  return { ...args, request: new Request(args.url, { method: "POST", body: new URLSearchParams(form) }) };
}

/** What a loader threw: a redirect or the page's 404 (a `Response`), or `data(value, { status })`. */
export type Thrown = Response | { init: ResponseInit | null; data?: unknown };

/**
 * Runs a loader against a fake API answering each call by its path: its result, or what it threw,
 * and the calls it made (each path, with its query when it has one).
 */
export async function runLoader<T>(
  loader: (args: never) => Promise<T>,
  url: string,
  answer: (path: string) => Response,
  params: Record<string, string> = {},
): Promise<{ result?: T; thrown?: Thrown; calls: string[] }> {
  const calls: string[] = [];
  const args = loaderArgs(
    url,
    (path, query) => {
      calls.push(`${path}${query.size ? `?${query}` : ""}`);
      return answer(path);
    },
    params,
  );
  try {
    return { result: await loader(args as never), calls };
  } catch (thrown) {
    return { thrown: thrown as Thrown, calls };
  }
}

/** The status of what a loader threw. */
export const statusOf = (thrown: Thrown | undefined) =>
  thrown instanceof Response ? thrown.status : thrown?.init?.status;

/** Where a redirect a loader threw leads. */
export const locationOf = (thrown: Thrown | undefined) =>
  thrown instanceof Response ? thrown.headers.get("location") : null;

/** What a loader returned with `data(value, { status })`: the value and the page's status. */
export function withStatus<T>(result: unknown): { status: number; value: T } {
  const answer = result as { data?: T; init?: ResponseInit | null };
  return "init" in answer
    ? { status: answer.init?.status ?? 200, value: answer.data as T }
    : { status: 200, value: result as T };
}
