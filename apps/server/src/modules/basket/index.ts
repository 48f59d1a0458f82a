/** The basket module's public surface: its service, built once per database, and whose basket a request names. */
import type { FastifyRequest } from "fastify";
import { perDatabase } from "../../lib/per-database.ts";
import { createBasketService } from "./service.ts";
import { createBasketStore, type BasketOwner } from "./store.ts";

export const basketsFor = perDatabase((host) =>
  createBasketService(host.database, createBasketStore(host.database)),
);

/** The basket's owner for this request: the account when signed in, else the session; null without a session. */
export async function basketOwner(
  request: FastifyRequest,
  options: { start?: boolean } = {},
): Promise<BasketOwner | null> {
  const session = options.start ? await request.session.ensure() : await request.session.load();
  if (!session) return null;
  return session.userId === null ? { session: session.idHash } : { userId: session.userId };
}

export { FIRST_PICTURE, type BasketOwner } from "./store.ts";
export type { BasketService } from "./service.ts";
