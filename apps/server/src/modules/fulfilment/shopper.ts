import type { FastifyRequest } from "fastify";
import { readFulfilmentData, type FulfilmentData } from "./session-data.ts";

/** The shopper's fulfilment data, as their session keeps it (nothing chosen without a session). */
export async function shopperFulfilment(request: FastifyRequest): Promise<FulfilmentData> {
  return readFulfilmentData((await request.session.load())?.data);
}
