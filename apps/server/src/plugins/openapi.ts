/**
 * The API's OpenAPI 3.1 document, made from the routes' zod schemas, at /api/openapi.json,
 * and a browsable Swagger UI at /api/docs. Registered before the routes so it sees them all.
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { SwaggerTransform } from "@fastify/swagger";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";

/** The document describes the API and the product pictures, not the storefront's pages and assets. */
const DOCUMENTED = ["/api/", "/media/"];

const apiOnlyTransform: SwaggerTransform = (input) =>
  DOCUMENTED.some((prefix) => input.url.startsWith(prefix))
    ? jsonSchemaTransform(input)
    : { schema: { hide: true }, url: input.url };

async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Merchant shop API",
        description:
          "The one door to the shop's data, used by the storefront, the van app and partners. " +
          "Money is integer pence. State-changing requests need header x-csrf-token from GET /api/session.",
        version: "1.0.0",
      },
    },
    transform: apiOnlyTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { validatorUrl: null } });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}

export const openapiPlugin = fp(openapi, { name: "openapi" });
