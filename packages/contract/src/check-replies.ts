/**
 * Middleware for the typed client that parses every reply against the contract instead of
 * trusting it: a reply whose status the route does not declare, or whose body breaks the
 * route's schema, fails the call with a `ContractBreach` naming the route and what differs.
 * Used in development and tests; production skips the cost.
 */
import type { Middleware } from "openapi-fetch";
import type { z } from "zod";
import type { ApiRoute } from "./route.ts";
import { routes } from "./routes.ts";

export class ContractBreach extends Error {
  override readonly name = "ContractBreach";
}

const byOperation = new Map<string, ApiRoute>(
  Object.values(routes).map((route: ApiRoute) => [`${route.method} ${route.path}`, route]),
);

/** The route a request was made for, by its method and the contract path it was built from. */
export function routeOf(method: string, schemaPath: string): ApiRoute | undefined {
  return byOperation.get(`${method.toUpperCase()} ${schemaPath}`);
}

async function checkBody(schema: z.ZodType, response: Response, operation: string) {
  if (response.status === 204 || response.status === 304) return;
  const body: unknown = await response.clone().json();
  const result = schema.safeParse(body);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "(reply)"}: ${issue.message}`,
    );
    throw new ContractBreach(
      `${operation} answered ${response.status} outside the contract: ${problems.join("; ")}`,
    );
  }
}

/** A failure page that is not JSON (a proxy's or gateway's HTML) did not come from the API. */
const notFromTheApi = (response: Response) =>
  !response.ok && !(response.headers.get("content-type") ?? "").includes("json");

export function checkReplies(): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (notFromTheApi(response)) return undefined;
      const operation = `${request.method} ${schemaPath}`;
      const route = routeOf(request.method, schemaPath);
      if (!route) throw new ContractBreach(`${operation} is not in the contract`);
      const schema = route.responses[response.status];
      if (!schema)
        throw new ContractBreach(`${operation} answered ${response.status}, a status it does not declare`);
      await checkBody(schema, response, operation);
      return undefined;
    },
  };
}
