/**
 * spec/2 §4 forced store popup 'Please Choose Your Branch': after the server's delay, once per
 * visitor (the forcedSetStore cookie), on the front page and product group pages only, never on
 * narrow screens; the domain's forcedStorePopup decides. A shopper who has already chosen a
 * branch or a delivery postcode is not asked (docs/decisions/109).
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { FORCED_STORE_POPUP_COOKIE, forcedStorePopup } from "@merchant/domain/branches";
import { pageTypeOf } from "./page-type.ts";

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type StorePopupTiming = { type: string; delayMs: number };

const hasCookie = (name: string) => document.cookie.split("; ").some((pair) => pair.startsWith(`${name}=`));

export function useForcedStorePopup(timing: StorePopupTiming, alreadyChosen: boolean, open: () => void) {
  const { pathname } = useLocation();
  useEffect(() => {
    const decision = forcedStorePopup({
      alreadyShown: alreadyChosen || hasCookie(FORCED_STORE_POPUP_COOKIE),
      pageType: pageTypeOf(pathname),
      viewportWidth: window.innerWidth,
      userAgent: navigator.userAgent,
      timing: { time: timing.delayMs, type: timing.type },
    });
    if (!decision.show) return;
    const timer = setTimeout(() => {
      document.cookie = `${FORCED_STORE_POPUP_COOKIE}=1; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
      open();
    }, decision.delayMs);
    return () => clearTimeout(timer);
  }, [pathname, timing.delayMs, timing.type, alreadyChosen, open]);
}
