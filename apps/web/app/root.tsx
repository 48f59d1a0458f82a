import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { OldBrowserBanner } from "./features/old-browser/OldBrowserBanner.tsx";
import {
  isOutdatedUserAgent,
  OUTDATED_ATTRIBUTE,
  OUTDATED_BROWSER_CHECK,
} from "./features/old-browser/outdated-browser.ts";
import { currentSession } from "./features/account/api.ts";
import { saveVatPreference } from "./features/vat/api.ts";
import { CookieConsentProvider, saveCookieConsent } from "./features/cookie-consent";
import { rememberCsrfToken, serverApi } from "./lib/api.ts";
import { expiredSessionPath, isOnWayOut, rememberSignedIn } from "./lib/session-expiry.ts";
import { siteData } from "./lib/site-data.ts";
import { shallowCategoryTree } from "./features/navigation/category-tree.ts";
import { useHydratedMarker } from "./lib/hydrated-marker.ts";
import { themeVariables } from "./lib/brand-theme.ts";
import { InlineStylesheet } from "./lib/inline-stylesheet.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { VatPreferenceProvider } from "./lib/vat-preference.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The shopper's session, and the brand (chosen by the server from the host name) with the other
 * brands and the category tree, for every page: one API call, the brand's data being kept.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  const session = await currentSession(api);
  // A session cookie that opens nothing: through logout to the signed-out page (decision 121).
  const url = new URL(request.url);
  if (session.expired && !isOnWayOut(url.pathname)) throw redirect(expiredSessionPath(url));
  const site = await siteData(api, session.brand);
  return {
    ...site,
    // The navigation's level 3 is read when the category bar is used (decision 173).
    categories: shallowCategoryTree(site.categories),
    session,
    outdatedBrowser: isOutdatedUserAgent(request.headers.get("user-agent")),
  };
}

/**
 * Moving between pages changes neither the brand nor the session; a form post (login, logout)
 * or an explicit revalidation may change the session, so those read it again.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  const navigated = currentUrl.href !== nextUrl.href;
  return formMethod !== undefined && formMethod !== "GET"
    ? defaultShouldRevalidate
    : !navigated && defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.brand.name ?? "Builders' merchant" },
  ...(data ? [{ name: "description", content: data.brand.tagline }] : []),
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const brand = data?.brand;
  return (
    <html
      lang="en-GB"
      data-brand={brand?.code}
      style={brand ? themeVariables(brand.theme) : undefined}
      {...(data?.outdatedBrowser ? { [OUTDATED_ATTRIBUTE]: "" } : {})}
      // The inline check below may mark <html> before React hydrates it.
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {brand && <meta name="theme-color" content={brand.theme.primary} />}
        <Meta />
        <InlineStylesheet />
        <Links />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: OUTDATED_BROWSER_CHECK }}
        />
      </head>
      <body className="min-h-screen">
        <OldBrowserBanner />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { session } = loaderData;
  useHydratedMarker();
  useEffect(() => {
    rememberCsrfToken(session.csrfToken);
  }, [session.csrfToken]);
  const signedIn = session.user !== null;
  useEffect(() => rememberSignedIn(signedIn), [signedIn]);
  return (
    <VatPreferenceProvider initial={session.vat} save={saveVatPreference}>
      <CookieConsentProvider initial={session.cookieConsent} save={saveCookieConsent}>
        <Outlet />
      </CookieConsentProvider>
    </VatPreferenceProvider>
  );
}

/** Only when the frame itself cannot load (the API is down): a plain page without it. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>Sorry, something went wrong</title>
      <h1 className="text-3xl font-bold">Sorry, something went wrong</h1>
      <p className="mt-4 text-lg">
        The shop could not be shown just now ({status}). Please try again in a moment.
      </p>
      <a href="/" className="mt-6 inline-block font-semibold underline">
        Try the homepage again
      </a>
    </main>
  );
}
