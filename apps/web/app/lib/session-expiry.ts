/**
 * An expired session (docs/decisions/121): the session cookie names no live session any more (it
 * expired, or a password change elsewhere ended it), or an account call from the browser answers
 * 401 while the page showed someone signed in. The shopper is sent through logout (spec/1 §2
 * `/account/logout`), which clears the dead cookie, to the signed-out page, whose login link
 * brings them back to the page they were on.
 */
import type { Middleware } from "@merchant/contract/client";

export const LOGOUT_PATH = "/account/logout";
export const SIGNED_OUT_PATH = "/account/signed-out";
/** The API's account calls: only a signed-in user's page makes them. */
const ACCOUNT_API = "/api/account/";

type PageAddress = { pathname: string; search: string };

/** Where an expired session on a page goes: logout, keeping the page (with its query) to come back to. */
export function expiredSessionPath({ pathname, search }: PageAddress): string {
  return `${LOGOUT_PATH}?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`;
}

/**
 * The pages an expired session passes through, which must not send it round again; and the van
 * app under /app and /appmears, which signs a dead session in again by its own sign-in page or
 * link (docs/decisions/144).
 */
export function isOnWayOut(pathname: string): boolean {
  return pathname === LOGOUT_PATH || pathname === SIGNED_OUT_PATH || /^\/app(mears)?(\/|$)/.test(pathname);
}

/** The signed-out page; `redirectTo` must already be a path on this shop. */
export function signedOutPath(redirectTo: string): string {
  return `${SIGNED_OUT_PATH}?${new URLSearchParams({ redirectTo })}`;
}

let pageSignedIn = false;

/** The page as rendered shows someone signed in (the root tells this after every session read). */
export function rememberSignedIn(signedIn: boolean): void {
  pageSignedIn = signedIn;
}

/** Leaves the page for the way out, as a new document: every part of the page starts again signed out. */
export function leaveExpiredSession(
  go: (path: string) => void = (path) => window.location.assign(path),
): void {
  go(expiredSessionPath(window.location));
}

/**
 * For the browser's API client: an account call refused with 401 on a page that showed someone
 * signed in means the session has ended under it.
 */
export function expiredSessionWatch(leave: () => void = leaveExpiredSession): Middleware {
  return {
    onResponse({ request, response }) {
      if (response.status !== 401 || !pageSignedIn) return undefined;
      if (!new URL(request.url).pathname.startsWith(ACCOUNT_API)) return undefined;
      pageSignedIn = false;
      leave();
      return undefined;
    },
  };
}
