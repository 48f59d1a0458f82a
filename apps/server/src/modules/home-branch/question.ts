/**
 * spec/2 §6 'loginNoBranch': a sign-in that leaves the session with no branch or postcode flags the
 * session, and the page asks for a home branch (the store selector, headed 'Choose your home
 * branch') until one is chosen or the shopper closes the question. The flag lives in the session
 * row, set by the server at login: no address or link can raise it.
 */
import { asksForHomeBranch } from "@merchant/domain/accounts";
import type { FastifyRequest } from "fastify";
import { readFulfilmentData, type FulfilmentData } from "../fulfilment/index.ts";

/** The session data key of the flag. */
export const LOGIN_NO_BRANCH_KEY = "loginNoBranch";

export const hasLocation = (data: FulfilmentData) =>
  data.collectionBranchId !== null || data.deliveryPostcode !== null;

/** Whether the page should ask the request's user for a home branch now. */
export async function loginNoBranch(request: FastifyRequest): Promise<boolean> {
  const session = await request.session.load();
  if (!session) return false;
  return asksForHomeBranch({
    flagged: session.data[LOGIN_NO_BRANCH_KEY] === true,
    signedIn: session.userId !== null,
    sessionHasLocation: hasLocation(readFulfilmentData(session.data)),
  });
}
