/** Calling a route's loader in a test, against a fake in-process API. */
import type { AppLoadContext } from "react-router";

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API's 400 naming each refused field, as the errors plugin words it. */
export function refused(fields: Record<string, string>): Response {
  const message = Object.entries(fields)
    .map(([name, problem]) => `${name} ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`)
    .join("; ");
  return json({ error: { code: "bad_request", message, fields } }, 400);
}

/** A loader's arguments for `url`, with an API answering each call by its path (query string left off). */
export function loaderArgs(
  url: string,
  answer: (path: string) => Response,
  params: Record<string, string> = {},
) {
  const apiFetch = async (path: string) => answer(path.split("?")[0] ?? path);
  return {
    request: new Request(new URL(url, "http://shop.test")),
    params,
    context: { apiFetch } as AppLoadContext,
  };
}

/** What a loader returned with `data(value, { status })`: the value and the page's status. */
export function withStatus<T>(result: unknown): { status: number; value: T } {
  const answer = result as { data?: T; init?: ResponseInit | null };
  return "init" in answer
    ? { status: answer.init?.status ?? 200, value: answer.data as T }
    : { status: 200, value: result as T };
}
