/**
 * The app's session on the server (decision 154): signed in, and not idle for longer than the
 * app's 15 minutes (spec/3 §4, §9). The time of the last app call is kept in the session's data,
 * written at most once a minute, so an idle phone's session ends on the server too, not only when
 * its page's timer runs.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { IDLE_LOGOUT_MS } from "@merchant/domain/session";
import { unauthorised } from "../../lib/domain-errors.ts";

export const SIGN_IN_TO_THE_APP = "Please sign in to the app.";

/** The session data key of the branch the app works from (the sign-in link's, or Change store's). */
export const APP_BRANCH_KEY = "appBranchId";
/** The session data key of the last app call's time, in ms since 1970. */
export const APP_SEEN_KEY = "appSeenAt";
/** How stale the kept time may get before a call writes it again. */
const SEEN_REFRESH_MS = 60_000;

/** The session data key of the existing delivery slot chosen in the calendar (decision 170). */
export const DELIVERY_SLOT_KEY = "appDeliverySlot";

/** spec/3 sgsetdeliveryslotsession's selectedday, timeslot and vehicle, as the session keeps them. */
export type ChosenSlot = { date: string; time: string; vanId: number };

/** The existing delivery slot the app's session keeps, if any (decision 170). */
export async function keptDeliverySlot(request: FastifyRequest): Promise<ChosenSlot | null> {
  const kept = (await request.session.load())?.data[DELIVERY_SLOT_KEY] as
    Partial<ChosenSlot> | null | undefined;
  const { date, time, vanId } = kept ?? {};
  return typeof date === "string" && typeof time === "string" && typeof vanId === "number"
    ? { date, time, vanId }
    : null;
}

/** Marks the session as just used by the app: at sign-in, and by `appSession` as calls come. */
export const seenNow = () => ({ [APP_SEEN_KEY]: Date.now() });

/**
 * The signed-in user's id and the app's branch; 401 for a visitor, and for a session idle past the
 * app's limit, which is ended. The answer is theirs alone, never kept by a cache.
 */
export async function appSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ userId: number; branchId: number | null }> {
  reply.header("cache-control", "no-store");
  const session = await request.session.load();
  if (!session?.userId) throw unauthorised(SIGN_IN_TO_THE_APP);
  const seen = session.data[APP_SEEN_KEY];
  const now = Date.now();
  if (typeof seen === "number" && now - seen > IDLE_LOGOUT_MS) {
    await request.session.end();
    throw unauthorised(SIGN_IN_TO_THE_APP);
  }
  if (typeof seen !== "number" || now - seen > SEEN_REFRESH_MS) await request.session.keep(seenNow());
  const branchId = session.data[APP_BRANCH_KEY];
  return { userId: session.userId, branchId: typeof branchId === "number" ? branchId : null };
}
