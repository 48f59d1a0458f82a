/**
 * Who asks about trade accounts, from the request: the signed-in user (401 otherwise), the ERP of
 * the brand's site they are on, and the account their session keeps active; and the branch in
 * force, whose ERP and terms the switch weighs.
 */
import type { FastifyRequest } from "fastify";
import { unauthorised } from "../../lib/domain-errors.ts";
import { authFor } from "../auth/index.ts";
import { branchesFor } from "../branches/index.ts";
import { branchInForce, shopperFulfilment } from "../fulfilment/index.ts";
import { siteFor } from "../site/index.ts";
import type { AccountHolder, TermsBranch } from "./service.ts";

/** The session data key of the active trade account's id. */
export const ACTIVE_ACCOUNT_KEY = "activeAccountId";

export async function accountHolder(request: FastifyRequest): Promise<AccountHolder> {
  const holder = await signedInHolder(request);
  if (!holder) throw unauthorised("Please log in to see your trade accounts");
  return holder;
}

/** The signed-in user as an account holder; null for a visitor. */
export async function signedInHolder(request: FastifyRequest): Promise<AccountHolder | null> {
  const session = await request.session.load();
  if (!session?.userId) return null;
  const user = await authFor(request.server).sessionUser(session.userId);
  if (!user) return null;
  const { brand } = await siteFor(request.server).site(request.host);
  const stored = session?.data[ACTIVE_ACCOUNT_KEY];
  return {
    ...user,
    siteErp: brand.erp,
    activeId: typeof stored === "number" ? stored : null,
  };
}

/** The branch whose terms apply now (collection branch, or the delivering branch), or null. */
export async function branchOfRequest(request: FastifyRequest): Promise<TermsBranch | null> {
  const id = branchInForce(await shopperFulfilment(request));
  return id === null ? null : branchesFor(request.server).branch(id);
}
