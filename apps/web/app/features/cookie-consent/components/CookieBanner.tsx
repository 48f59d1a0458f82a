import { useId } from "react";
import { Link } from "react-router";
import { COOKIE_BANNER_TITLE } from "@merchant/domain/site";
import { useCookieConsent } from "../cookie-consent.tsx";
import { CookieChoiceForm } from "./CookieChoiceForm.tsx";

/** Once answered, focus goes on to the page rather than to nowhere. */
function focusMain() {
  document.getElementById("main")?.focus({ preventScroll: true });
}

/**
 * spec/1 §2 "accept cookies": asked on the first visit, above the header, in the page's own flow
 * so it never covers what the page is for (a phone's add-to-basket included). Until an answer,
 * and after a refusal, the analytics data layer stays empty (lib/analytics.ts).
 */
export function CookieBanner({ cookiesPage }: { cookiesPage: string }) {
  const { consent } = useCookieConsent();
  const titleId = useId();
  if (consent !== null) return null;
  return (
    <section aria-labelledby={titleId} className="border-b border-line bg-surface text-ink">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between md:gap-6">
        <div className="text-sm">
          <h2 id={titleId} className="text-base font-bold">
            {COOKIE_BANNER_TITLE}
          </h2>
          <p className="mt-1 max-w-3xl">
            We use the cookies the shop needs to work: your basket, branch and sign-in. With your permission
            we would also record how the shop is used, such as products viewed and basket changes.{" "}
            <Link to={cookiesPage} className="font-semibold underline underline-offset-2">
              How we use cookies
            </Link>
          </p>
        </div>
        <CookieChoiceForm onChosen={focusMain} className="shrink-0" />
      </div>
    </section>
  );
}
