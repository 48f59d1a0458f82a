/**
 * What a click or form submission was, for the loading overlay's exceptions (spec/1 §2): read from
 * the page's markup, as the old page did, so a control opts out by what it is (a tab, a new-window
 * link, a hash link, logout) or by `data-no-loader` (and `data-accept-cookies` marks the
 * accept-cookies button).
 */
import type { ClickedControl } from "@merchant/domain/site";
import { LOGOUT_PATH } from "~/lib/session-expiry.ts";

export type ClickedAt = {
  /** The control's facts for the domain's rule. */
  facts: ClickedControl;
  /** The path on this shop it leads to; null when it leads nowhere known (a tab, a plain button). */
  destination: string | null;
};

/** The element the event is about: a form's submitting button rather than the form. */
function elementOf(event: Event): Element | null {
  const submitter = event.type === "submit" ? (event as SubmitEvent).submitter : null;
  const target = submitter ?? event.target;
  return target instanceof Element ? target : null;
}

/** What the event's control is, or null when it is none (a click on plain text). */
export function clickedControl(event: Event, here: Location = window.location): ClickedAt | null {
  const element = elementOf(event);
  const control = element?.closest("a[href], button, input[type='submit'], form");
  if (!element || !control) return null;
  const anchor = control.closest<HTMLAnchorElement>("a[href]");
  const form = control instanceof HTMLFormElement ? control : control.closest("form");
  const submitter =
    control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control : null;
  const href = anchor?.getAttribute("href") ?? null;
  const leadsTo =
    href ?? (form ? submitter?.getAttribute("formaction") || form.getAttribute("action") || "" : null);
  const address = leadsTo === null ? null : new URL(leadsTo, here.href);
  const samePage = address !== null && address.pathname === here.pathname && address.search === here.search;
  const opensIn = anchor?.target || form?.target || "";
  const modified =
    event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey || event.button > 0);
  return {
    facts: {
      noLoader: element.closest("[data-no-loader], .no-loader") !== null,
      opensNewWindow: (opensIn !== "" && opensIn !== "_self") || (anchor !== null && modified),
      tab: element.closest("[role='tab'], [role='tablist']") !== null,
      hashLink: href !== null && (href.startsWith("#") || (samePage && address?.hash !== "")),
      acceptCookies: element.closest("[data-accept-cookies]") !== null,
      logout: address?.pathname === LOGOUT_PATH,
    },
    destination: address && address.origin === here.origin ? address.pathname : null,
  };
}
