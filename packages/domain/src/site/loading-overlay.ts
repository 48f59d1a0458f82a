/**
 * spec/1 §2, §4, §9 loading overlay: it shows while the page a link or form leads to loads, and
 * gives up after 3000 ms (10000 ms on account pages), so a slow answer never holds the page. Some
 * clicks never show it: links marked no-loader, links opening a new window, tab links, hash links,
 * the accept-cookies button and logout (which reloads the whole document).
 */

/** spec/1 §4, §9: the overlay's default life. */
export const LOADING_OVERLAY_MS = 3000;
/** spec/1 §2, §9: on account pages. */
export const ACCOUNT_LOADING_OVERLAY_MS = 10_000;

/** The account pages: `/account` and every page under it. */
export function isAccountPage(pathname: string): boolean {
  return pathname === "/account" || pathname.startsWith("/account/");
}

/** How long the overlay may stay on the page the shopper is leaving. */
export function loadingOverlayMs(pathname: string): number {
  return isAccountPage(pathname) ? ACCOUNT_LOADING_OVERLAY_MS : LOADING_OVERLAY_MS;
}

/** What the page knows about the control that was clicked (a link, a button, a form's button). */
export type ClickedControl = {
  /** Marked no-loader by the page. */
  readonly noLoader: boolean;
  /** A link opening a new window or tab (a target other than the same window). */
  readonly opensNewWindow: boolean;
  /** A tab of a tab list: it changes what the page shows, not the page. */
  readonly tab: boolean;
  /** A link to a place on the same page (`#section`). */
  readonly hashLink: boolean;
  /** The button that accepts cookies. */
  readonly acceptCookies: boolean;
  /** Logging out. */
  readonly logout: boolean;
};

/** spec/1 §2: whether a click may show the loading overlay. */
export function showsLoadingOverlay(control: ClickedControl): boolean {
  return !(
    control.noLoader ||
    control.opensNewWindow ||
    control.tab ||
    control.hashLink ||
    control.acceptCookies ||
    control.logout
  );
}
