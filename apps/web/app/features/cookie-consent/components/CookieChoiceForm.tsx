import {
  ACCEPT_ALL_COOKIES,
  COOKIE_CONSENTS,
  REJECT_NON_ESSENTIAL_COOKIES,
  type CookieConsent,
} from "@merchant/domain/site";
import { PreferenceButton, PreferenceForm } from "~/lib/preference-form.tsx";
import { buttonClass } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";
import { COOKIE_FORM_ACTION } from "../api.ts";
import { useCookieConsent } from "../cookie-consent.tsx";

const LABELS: Record<CookieConsent, string> = {
  all: ACCEPT_ALL_COOKIES,
  essential: REJECT_NON_ESSENTIAL_COOKIES,
};

/**
 * The two answers, as equal buttons (refusing is as easy as accepting). A form post, so it works
 * without JavaScript; with it, the answer is kept through the API and the page stays. Marked
 * `data-accept-cookies`: choosing shows no loading overlay (spec/1 §2).
 */
export function CookieChoiceForm({ onChosen, className }: { onChosen?: () => void; className?: string }) {
  const { choose } = useCookieConsent();
  const answer = (consent: CookieConsent) => {
    choose(consent);
    onChosen?.();
  };
  return (
    <PreferenceForm
      action={COOKIE_FORM_ACTION}
      data-accept-cookies=""
      className={cx("flex flex-wrap gap-2", className)}
    >
      {COOKIE_CONSENTS.map((consent) => (
        <PreferenceButton
          key={consent}
          name="consent"
          value={consent}
          onChoose={answer}
          className={buttonClass("primary", "min-w-40 flex-1 sm:flex-none")}
        >
          {LABELS[consent]}
        </PreferenceButton>
      ))}
    </PreferenceForm>
  );
}
