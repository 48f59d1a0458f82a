/**
 * Every route the API declares, read from the app's own OpenAPI document (made from each
 * route's zod schemas), so a route added later is fuzzed without editing the fuzz suite.
 */
import type { FastifyInstance } from "fastify";

/** The part of a JSON Schema the fuzzer aims near: types, bounds and the allowed words. */
export type InputSchema = {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: InputSchema;
  anyOf?: InputSchema[];
  properties?: Record<string, InputSchema>;
};

export type DeclaredInput = { name: string; schema: InputSchema };

export type DeclaredRoute = {
  method: string;
  /** OpenAPI path template, e.g. `/api/products/{slug}`. */
  path: string;
  params: DeclaredInput[];
  query: DeclaredInput[];
  /** The JSON body's schema, when the route takes one. */
  body: InputSchema | undefined;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema: InputSchema }[];
  requestBody?: { content?: Record<string, { schema: InputSchema }> };
};

export async function declaredRoutes(app: FastifyInstance): Promise<DeclaredRoute[]> {
  const document = (await app.inject({ url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const inputs = (where: string) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map(({ name, schema }) => ({ name, schema }));
      return {
        method: method.toUpperCase(),
        path,
        params: inputs("path"),
        query: inputs("query"),
        body: operation.requestBody?.content?.["application/json"]?.schema,
      };
    }),
  );
}
