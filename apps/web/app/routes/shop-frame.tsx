import { useState } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { BasketProvider, MiniBasket } from "~/features/basket";
import {
  FulfilmentProvider,
  selectorWording,
  useLocationChoice,
  useOpenStoreSelector,
} from "~/features/fulfilment";
import { CookieBanner } from "~/features/cookie-consent";
import { useNavigationCategories } from "~/features/navigation/category-tree.ts";
import { MobileMenuButton } from "~/features/navigation/MobileMenuButton.tsx";
import { TopNavigation } from "~/features/navigation/TopNavigation.tsx";
import { NewsletterSignUp } from "~/features/newsletter";
import { AppStoreLink } from "~/features/app-store";
import { LiveChatButton } from "~/features/live-chat";
import { SeasonalSnow } from "~/features/seasonal-snow";
import { autocomplete } from "~/features/search/api.ts";
import { SiteSearch } from "~/features/search/SiteSearch.tsx";
import { SiteFooter } from "~/features/site-footer/SiteFooter.tsx";
import { SiteHeader } from "~/features/site-header/SiteHeader.tsx";
import { TRUST_PAGE_LINKS, trustPagePath } from "~/features/trust-pages";
import { headerName } from "~/features/site-header/signed-in-name.ts";
import { VatToggle } from "~/features/vat/VatToggle.tsx";
import { browserApi } from "~/lib/api.ts";
import { preloadDialog } from "~/ui/Dialog.tsx";
import { NavigationLoading } from "~/ui/NavigationLoading.tsx";
import { openedOnDemand, usePreloadWhenIdle } from "~/ui/on-demand.tsx";
import { ToTopButton } from "~/ui/ToTopButton.tsx";
import type { loader as rootLoader } from "../root.tsx";
import type { loader as basketLoader } from "./basket.tsx";
import type { loader as checkoutLoader } from "./checkout.tsx";

/**
 * The shop's frame around every storefront page: header, category navigation (bar from 600 px,
 * slide-out menu below), footer and the to-top button (always shown for the SG brand), inside
 * the shopper's fulfilment (the store selector and its pop-ups, spec/2) and basket (the header's
 * count and mini basket, the product page's add, the basket page).
 * Pages lay out their own width inside <main>, so a page may run a band from edge to edge.
 */
const fetchSuggestions = (q: string, signal: AbortSignal) => autocomplete(browserApi, q, signal);

// The phone menu's code comes when it is first opened or the page is idle (decision 142).
const { Component: MobileMenu, preload: preloadMobileMenu } = openedOnDemand(() =>
  import("~/features/navigation/MobileMenu.tsx").then((module) => module.MobileMenu),
);

type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>;

export default function ShopFrame() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  return (
    <FulfilmentProvider
      brandCode={root.brand.code}
      state={root.session.fulfilment}
      storePopup={root.storePopup}
      askHomeBranch={root.session.loginNoBranch}
    >
      <ShopFrameContent root={root} />
    </FulfilmentProvider>
  );
}

function ShopFrameContent({ root }: { root: RootData }) {
  const [menuOpen, setMenuOpen] = useState(false);
  usePreloadWhenIdle(preloadDialog, preloadMobileMenu);
  const openStoreSelector = useOpenStoreSelector();
  const location = useLocationChoice();
  const { brand, brands, categories, session } = root;
  const navigation = useNavigationCategories(categories);
  // The basket and checkout pages read the basket in their render; other pages know its count from the session.
  const basketPage = useRouteLoaderData<typeof basketLoader>("routes/basket");
  const checkoutPage = useRouteLoaderData<typeof checkoutLoader>("routes/checkout");

  return (
    <BasketProvider
      initial={basketPage?.basket ?? checkoutPage?.basket ?? null}
      count={session.basketItemCount}
      owner={session.user?.email ?? null}
      location={location}
    >
      {/* Where the to-top button puts focus: the top of the page, without showing the skip link. */}
      <span id="top" tabIndex={-1} className="sr-only" />
      <a
        href="#main"
        className="sr-only z-50 bg-white p-3 font-semibold text-ink focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <CookieBanner cookiesPage={trustPagePath("cookies")} />
      <SiteHeader
        brand={brand}
        basket={<MiniBasket />}
        signedInName={headerName(session.user)}
        search={<SiteSearch fetchSuggestions={fetchSuggestions} />}
        menuButton={<MobileMenuButton categories={categories} onOpen={() => setMenuOpen(true)} />}
        vatToggle={<VatToggle />}
        fulfilment={session.fulfilment}
        chooseBranchLabel={selectorWording(brand.code).chooseLabel}
        onChooseBranch={() => openStoreSelector()}
      />
      <TopNavigation categories={navigation} />
      <MobileMenu categories={navigation} open={menuOpen} onOpenChange={setMenuOpen} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter
        brand={brand}
        brands={brands}
        categories={categories}
        trustLinks={TRUST_PAGE_LINKS}
        contactWidgets={
          <>
            {root.liveChat && (
              <LiveChatButton scriptUrl={root.liveChat.scriptUrl} phone={brand.company.phone} />
            )}
            <AppStoreLink />
          </>
        }
        newsletter={
          <NewsletterSignUp
            heading="Newsletter"
            intro={`Offers, new products and know-how from ${brand.name}, by email.`}
            tone="dark"
          />
        }
      />
      {/* Its strip at the page's end follows the footer, in the footer's colour. */}
      <ToTopButton alwaysShown={brand.code === "SG"} reserveClassName="bg-ink" />
      <NavigationLoading />
      {root.snow && <SeasonalSnow />}
    </BasketProvider>
  );
}
