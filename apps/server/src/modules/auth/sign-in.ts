import type { FastifyRequest } from "fastify";
import type { BasketService } from "../basket/index.ts";

/**
 * Signs the request's session in as the user: a renewed session (new id and CSRF token, against
 * fixation), and the basket filled before signing in joins the account's (decision 111).
 */
export async function signIn(request: FastifyRequest, userId: number, baskets: BasketService): Promise<void> {
  const visitor = await request.session.load();
  await request.session.renew({ userId });
  if (visitor && visitor.userId === null) await baskets.adopt(visitor.idHash, userId);
}
