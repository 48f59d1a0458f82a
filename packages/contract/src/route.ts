/**
 * One route of the API as data: method, path, request and reply schemas. The server registers
 * its handlers from these (validation, reply serialisation and the OpenAPI document all come
 * from the same schemas), and the clients are typed from them (`Paths`).
 */
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiRoute = {
  method: HttpMethod;
  /** OpenAPI-style path with `{name}` parameters, e.g. `/api/products/{slug}`. */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Status → reply schema. A 204 reply is `z.null()`. */
  responses: Readonly<Record<number, z.ZodType>>;
};

/** Keeps each route's literal method, path and schemas in its type. */
export function route<const R extends ApiRoute>(definition: R): R {
  return definition;
}

/** `/api/products/{slug}` → `/api/products/:slug`, the form Fastify routes by. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

// ---- The openapi-typescript `paths` shape of a set of routes, for openapi-fetch. ----

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type PathParameters<R> = R extends { params: z.ZodType } ? { path: InputOf<R["params"]> } : { path?: never };

type QueryParameters<R> = R extends { query: z.ZodType }
  ? RequiredKeys<InputOf<R["query"]>> extends never
    ? { query?: InputOf<R["query"]> }
    : { query: InputOf<R["query"]> }
  : { query?: never };

type RequestBody<R> = R extends { body: z.ZodType }
  ? { requestBody: { content: { "application/json": InputOf<R["body"]> } } }
  : { requestBody?: never };

type Responses<R> = R extends { responses: infer Replies }
  ? {
      [Status in keyof Replies]: {
        headers: { [name: string]: unknown };
        content: Replies[Status] extends z.ZodNull
          ? never
          : { "application/json": z.output<Replies[Status] & z.ZodType> };
      };
    }
  : never;

type Operation<R> = {
  parameters: PathParameters<R> & QueryParameters<R> & { header?: never; cookie?: never };
  responses: Responses<R>;
} & RequestBody<R>;

type RouteUnion<Routes> = Routes[keyof Routes];
type PathOf<R> = R extends { path: infer P extends string } ? P : never;
type MethodOf<R> = R extends { method: infer M extends HttpMethod } ? M : never;

/** The OpenAPI `paths` of `Routes` as openapi-typescript would generate them from the document. */
export type Paths<Routes> = {
  [P in PathOf<RouteUnion<Routes>>]: {
    [M in MethodOf<Extract<RouteUnion<Routes>, { path: P }>> as Lowercase<M>]: Operation<
      Extract<RouteUnion<Routes>, { path: P; method: M }>
    >;
  };
};
