/** Product pictures and 360° frames (contract routes productPicture, productSpinFrame), cached by browsers for a year. */
import { mediaRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { notFound } from "../../lib/domain-errors.ts";
import { mediaFor } from "./index.ts";
import type { Picture } from "./service.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

export async function mediaRoutes(app: FastifyInstance) {
  const media = mediaFor(app);

  implement(app, contract.productPicture, async (request, reply) => {
    const { id, n } = request.params;
    const picture = await media.productPicture(id, n, request.query.w);
    if (!picture) throw notFound(`Product ${id} has no picture ${n}`);
    return sendPicture(request, reply, picture);
  });

  implement(app, contract.productSpinFrame, async (request, reply) => {
    const { id, frame } = request.params;
    const picture = await media.productSpinFrame(id, frame, request.query.w);
    if (!picture) throw notFound(`Product ${id} has no picture`);
    return sendPicture(request, reply, picture);
  });
}

function sendPicture(request: FastifyRequest, reply: FastifyReply, picture: Picture) {
  reply.header("cache-control", IMMUTABLE).header("etag", picture.etag);
  if (request.headers["if-none-match"] === picture.etag) return reply.status(304).send();
  return reply.type("image/svg+xml").send(picture.svg);
}
