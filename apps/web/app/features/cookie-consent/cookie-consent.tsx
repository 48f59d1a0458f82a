import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { CookieConsent } from "@merchant/domain/site";

type CookieConsentValue = {
  /** The shopper's answer; null until they give one (the banner shows). */
  consent: CookieConsent | null;
  /** Takes the answer at once and keeps it in the cookie_consent cookie through the API. */
  choose: (consent: CookieConsent) => void;
};

const CookieConsentContext = createContext<CookieConsentValue>({ consent: null, choose: () => {} });

type Props = {
  /** The answer the server rendered with (the session's `cookieConsent`). */
  initial: CookieConsent | null;
  /** Keeps an answer; a failure puts the previous one back, so the banner asks again. */
  save: (consent: CookieConsent) => Promise<unknown>;
  children: ReactNode;
};

/** One answer for the whole page: the banner and the cookies page's own form show the same. */
export function CookieConsentProvider({ initial, save, children }: Props) {
  const [consent, setConsent] = useState(initial);
  const choose = useCallback(
    (next: CookieConsent) => {
      const previous = consent;
      setConsent(next);
      save(next).catch(() => setConsent(previous));
    },
    [consent, save],
  );
  const value = useMemo(() => ({ consent, choose }), [consent, choose]);
  return <CookieConsentContext.Provider value={value}>{children}</CookieConsentContext.Provider>;
}

export function useCookieConsent(): CookieConsentValue {
  return useContext(CookieConsentContext);
}
