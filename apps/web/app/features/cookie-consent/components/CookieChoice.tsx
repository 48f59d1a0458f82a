import { ACCEPT_ALL_COOKIES, REJECT_NON_ESSENTIAL_COOKIES, type CookieConsent } from "@merchant/domain/site";
import { useCookieConsent } from "../cookie-consent.tsx";
import { CookieChoiceForm } from "./CookieChoiceForm.tsx";

const CHOSEN: Record<CookieConsent, string> = {
  all: `You chose ${ACCEPT_ALL_COOKIES}: shopping events are recorded for analytics.`,
  essential: `You chose ${REJECT_NON_ESSENTIAL_COOKIES}: nothing is recorded for analytics.`,
};

/** The cookies page's own choice: what the shopper chose, and the two answers to change it. */
export function CookieChoice() {
  const { consent } = useCookieConsent();
  return (
    <div className="space-y-3">
      <p role="status" className="font-semibold">
        {consent ? CHOSEN[consent] : "You have not chosen yet: nothing is recorded for analytics."}
      </p>
      <CookieChoiceForm />
    </div>
  );
}
