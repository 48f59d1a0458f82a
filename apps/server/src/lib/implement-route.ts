/**
 * Registers a handler for a route of the contract (packages/contract): its method and path,
 * and its schemas for validation, reply serialisation and the OpenAPI document, all come from
 * the contract, so the server cannot answer a route or a shape the contract does not name.
 */
import { fastifyPath, type ApiRoute } from "@merchant/contract";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request whose params, query and body the route's schemas have already checked. */
export type RouteRequest<R extends ApiRoute> = Omit<FastifyRequest, "params" | "query" | "body"> & {
  params: Parsed<R["params"]>;
  query: Parsed<R["query"]>;
  body: Parsed<R["body"]>;
};

type SuccessStatus<R extends ApiRoute> = Extract<keyof R["responses"], 200 | 201>;
/** What a handler may return: the route's success reply (serialised through its schema), or the reply it sent. */
type HandlerResult<R extends ApiRoute> =
  | (SuccessStatus<R> extends never ? never : z.input<R["responses"][SuccessStatus<R>]>)
  | FastifyReply;

export type RouteHandler<R extends ApiRoute> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<HandlerResult<R>> | HandlerResult<R>;

export function implement<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: { config?: FastifyContextConfig } = {},
): void {
  const url = fastifyPath(route.path);
  if (!url.startsWith(app.prefix)) throw new Error(`${route.path} cannot be registered under ${app.prefix}`);
  app.route({
    method: route.method,
    url: url.slice(app.prefix.length),
    ...(options.config ? { config: options.config } : {}),
    schema: {
      summary: route.summary,
      tags: [...route.tags],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: route.responses,
    },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
