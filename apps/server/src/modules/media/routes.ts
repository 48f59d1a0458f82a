/** Product pictures at /media/products/:id/:n.svg (n from 1), cached by browsers for a year. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorReplySchema, httpError } from "../../plugins/http-error.ts";
import { wholeNumber } from "../../plugins/input-schemas.ts";
import { PICTURE_SIZE } from "./picture.ts";
import { createMediaService } from "./service.ts";
import { createMediaStore } from "./store.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const MIN_WIDTH = 16;
const MAX_WIDTH = 1600;
/** No product has a hundred pictures. */
const MAX_PICTURE_POSITION = 100;

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = createMediaService(createMediaStore(app.database));

  app.get(
    "/media/products/:id/:n.svg",
    {
      schema: {
        summary:
          "A product's generated picture (SVG); ?w= draws it at another width, e.g. 160 for a thumbnail",
        tags: ["media"],
        params: z.object({
          id: wholeNumber({ min: 1 }).describe("product id"),
          n: wholeNumber({ min: 1, max: MAX_PICTURE_POSITION }).describe("picture position, from 1"),
        }),
        querystring: z.object({
          w: wholeNumber({ min: MIN_WIDTH, max: MAX_WIDTH })
            .default(PICTURE_SIZE)
            .describe("width in pixels"),
        }),
        response: {
          200: z.string().describe("image/svg+xml"),
          304: z.null(),
          400: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const picture = await media.productPicture(id, n, request.query.w);
      if (!picture) throw httpError(404, "not_found", `Product ${id} has no picture ${n}`);
      reply.header("cache-control", IMMUTABLE).header("etag", picture.etag);
      if (request.headers["if-none-match"] === picture.etag) return reply.status(304).send(null);
      return reply.type("image/svg+xml").send(picture.svg);
    },
  );
};
