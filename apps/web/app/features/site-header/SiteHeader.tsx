import type { ReactNode } from "react";
import type { Brand, FulfilmentState } from "@merchant/contract";
import { BrandLogo } from "./BrandLogo.tsx";
import { HeaderLinks } from "./HeaderLinks.tsx";
import { StoreButton } from "./StoreButton.tsx";

type Props = {
  brand: Pick<Brand, "code" | "name" | "tagline">;
  /** The basket with its count and mini basket (features/basket). */
  basket: ReactNode;
  /** The signed-in user's first name, or null when signed out. */
  signedInName: string | null;
  /** The site search form (features/search). */
  search: ReactNode;
  /** The mobile menu button (features/navigation). */
  menuButton: ReactNode;
  /** The INC/EX VAT switch (features/vat). */
  vatToggle: ReactNode;
  /** Where the shopper collects from or has goods delivered to, for the store button. */
  fulfilment: FulfilmentState;
  /** The store button's words before a branch is chosen, in the brand's words. */
  chooseBranchLabel: string;
  /** Opens the store selector (features/fulfilment). */
  onChooseBranch: () => void;
};

/** spec/2 §9: the store button draws the eye every 5 s on every brand but SG. */
const STILL_STORE_BUTTON_BRANDS = new Set(["SG"]);

/**
 * The shop's header: a slim bar with the brand's promise and the VAT switch, then the brand
 * bar with logo, search, branch, account and basket. Below 1024 px the search gets its own row.
 */
export function SiteHeader({
  brand,
  basket,
  signedInName,
  search,
  menuButton,
  vatToggle,
  fulfilment,
  chooseBranchLabel,
  onChooseBranch,
}: Props) {
  return (
    <header>
      <div className="border-b border-line bg-surface text-ink">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-4 px-4 sm:justify-between">
          <p className="hidden truncate text-sm sm:block">{brand.tagline}</p>
          {vatToggle}
        </div>
      </div>
      <div className="bg-brand text-on-brand [--focus-ring:var(--brand-primary-contrast)]">
        {/*
         * Below 1024 px the search takes a row of its own under the logo and buttons, so it is never
         * squeezed (under 400 px the store button joins it there, leaving the logo room for its
         * words); from 1024 px all sit in one row, the logo's words wrapping before the search
         * shrinks below 12 rem. The account and basket words show from 1280 px, icons with their
         * names read out before.
         */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-2 py-2 sm:px-4 lg:flex-nowrap lg:gap-x-4">
          {menuButton}
          <div className="min-w-0 flex-1 lg:flex-initial">
            <BrandLogo brand={brand} />
          </div>
          <div className="order-last grow basis-full max-[400px]:basis-[calc(100%-6.5rem)] lg:order-none lg:min-w-48 lg:basis-0">
            {search}
          </div>
          <div className="shrink-0 max-[400px]:order-last">
            <StoreButton
              fulfilment={fulfilment}
              chooseLabel={chooseBranchLabel}
              animate={!STILL_STORE_BUTTON_BRANDS.has(brand.code)}
              onOpen={onChooseBranch}
            />
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <HeaderLinks signedInName={signedInName} />
            {basket}
          </div>
        </div>
      </div>
    </header>
  );
}
