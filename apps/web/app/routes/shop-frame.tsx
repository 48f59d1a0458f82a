import { useState } from "react";
import { Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { MobileMenu } from "~/features/navigation/MobileMenu.tsx";
import { MobileMenuButton } from "~/features/navigation/MobileMenuButton.tsx";
import { TopNavigation } from "~/features/navigation/TopNavigation.tsx";
import { SiteSearch } from "~/features/search/SiteSearch.tsx";
import { SiteFooter } from "~/features/site-footer/SiteFooter.tsx";
import { SiteHeader } from "~/features/site-header/SiteHeader.tsx";
import { headerName } from "~/features/site-header/signed-in-name.ts";
import { VatToggle } from "~/features/vat/VatToggle.tsx";
import { browserApi, serverApi } from "~/lib/api.ts";
import { ToTopButton } from "~/ui/ToTopButton.tsx";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/shop-frame";

/** The category tree for the top navigation, the mobile menu and the footer. */
export async function loader({ context }: Route.LoaderArgs) {
  const { categories } = await serverApi(context).categoryTree();
  return { categories };
}

/** The category tree changes with the catalogue, not with the page the shopper moves to. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

/**
 * The shop's frame around every storefront page: header, category navigation (bar from 600 px,
 * slide-out menu below), footer and the to-top button (always shown for the SG brand).
 * Pages lay out their own width inside <main>, so a page may run a band from edge to edge.
 */
export default function ShopFrame({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [menuOpen, setMenuOpen] = useState(false);
  if (!root) return null;
  const { brand, brands, session } = root;

  return (
    <>
      {/* Where the to-top button puts focus: the top of the page, without showing the skip link. */}
      <span id="top" tabIndex={-1} className="sr-only" />
      <a
        href="#main"
        className="sr-only z-50 bg-white p-3 font-semibold text-ink focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader
        brand={brand}
        basketCount={session.basketCount ?? 0}
        signedInName={headerName(session.user)}
        search={<SiteSearch fetchSuggestions={browserApi.autocomplete} />}
        menuButton={<MobileMenuButton onOpen={() => setMenuOpen(true)} />}
        vatToggle={<VatToggle />}
      />
      <TopNavigation categories={categories} />
      <MobileMenu categories={categories} open={menuOpen} onOpenChange={setMenuOpen} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter brand={brand} brands={brands} categories={categories} />
      <ToTopButton alwaysShown={brand.code === "SG"} />
    </>
  );
}
