import { redirect } from "react-router";
import type { CookieConsent } from "@merchant/domain/site";
import { saveCookieConsent } from "~/features/cookie-consent";
import { trustPagePath } from "~/features/trust-pages";
import { serverApi } from "~/lib/api.ts";
import { keepPostedChoice } from "~/lib/preference-post.ts";
import type { Route } from "./+types/preferences-cookies";

/** Nothing to show here: an address typed in goes to the cookies page, where the choice is. */
export const loader = () => redirect(trustPagePath("cookies"));

/** The cookie banner posted without JavaScript (spec/1 §2): kept in cookie_consent, back to the page. */
export const action = ({ request, context }: Route.ActionArgs) =>
  keepPostedChoice(request, "consent", (consent) =>
    saveCookieConsent(consent as CookieConsent, serverApi(context)),
  );
