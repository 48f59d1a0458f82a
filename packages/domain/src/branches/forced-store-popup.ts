/**
 * spec/2 §4 Forced store popup ('Please Choose Your Branch'): once per visitor, only on product
 * group listings and the front page, never on narrow screens or Windows Phone, and only when
 * the server's timing says 'popup' with a delay above 0.
 */
export const FORCED_STORE_POPUP_COOKIE = "forcedSetStore";
export const FORCED_STORE_POPUP_PAGE_TYPES: readonly string[] = ["productgroup", "frontpage"];
/** Widths of 768 px or less are skipped. */
export const FORCED_STORE_POPUP_MAX_SKIPPED_WIDTH = 768;

export type ForcedStorePopupFacts = {
  /** The forcedSetStore cookie is present: this visitor has seen the popup. */
  readonly alreadyShown: boolean;
  readonly pageType: string;
  readonly viewportWidth: number;
  readonly userAgent: string;
  /** GET /ajax/getStoreSelectPopupTiming: the delay in milliseconds and the popup type. */
  readonly timing: { readonly time: number; readonly type: string } | null;
};

export type ForcedStorePopupDecision =
  { readonly show: true; readonly delayMs: number } | { readonly show: false };

export function forcedStorePopup(facts: ForcedStorePopupFacts): ForcedStorePopupDecision {
  const { timing } = facts;
  const eligible =
    !facts.alreadyShown &&
    FORCED_STORE_POPUP_PAGE_TYPES.includes(facts.pageType) &&
    facts.viewportWidth > FORCED_STORE_POPUP_MAX_SKIPPED_WIDTH &&
    !/windows phone/i.test(facts.userAgent) &&
    timing !== null &&
    timing.type === "popup" &&
    timing.time > 0 &&
    Number.isFinite(timing.time);
  return eligible ? { show: true, delayMs: timing.time } : { show: false };
}
