/**
 * The server and the contract (packages/contract) name the same routes: a route the server
 * answers but the contract lacks, or a contract route the server does not answer, fails here.
 */
import { fastifyPath, routes, type ApiRoute } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./build-test-app.ts";
import { declaredRoutes } from "./fuzz/declared-routes.ts";

const contractRoutes: ApiRoute[] = Object.values(routes);
const operation = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("the API contract and the server", () => {
  it("document exactly the contract's routes, no more and no fewer", async () => {
    const served = (await declaredRoutes(app)).map((route) => operation(route.method, route.path));
    const declared = contractRoutes.map((route) => operation(route.method, route.path));
    expect(served.sort()).toEqual(declared.sort());
  });

  it("answers every route of the contract", () => {
    const missing = contractRoutes.filter(
      (route) => !app.hasRoute({ method: route.method, url: fastifyPath(route.path) }),
    );
    expect(missing.map((route) => operation(route.method, route.path))).toEqual([]);
  });
});
