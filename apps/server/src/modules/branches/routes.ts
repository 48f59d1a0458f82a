/** Branch directory routes under /api: every brand's branches and one branch's details. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorReplySchema } from "../../plugins/http-error.ts";
import { branchListSchema, branchParamsSchema, branchQuerySchema, branchReplySchema } from "./schemas.ts";
import { createBranchService } from "./service.ts";
import { createBranchStore } from "./store.ts";

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  const branches = createBranchService(createBranchStore(app.database));

  app.get(
    "/branches",
    {
      schema: {
        summary: "Branches of every brand, in name order, searched by town, name, postcode or code",
        tags: ["branches"],
        querystring: branchQuerySchema,
        response: { 200: branchListSchema, 400: errorReplySchema },
      },
    },
    async (request) => branches.list(request.query),
  );

  app.get(
    "/branches/:id",
    {
      schema: {
        summary: "One branch with its opening times, manager and delivery radius",
        tags: ["branches"],
        params: branchParamsSchema,
        response: { 200: branchReplySchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => ({ branch: await branches.branch(request.params.id) }),
  );
};
