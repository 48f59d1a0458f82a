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
 * bar with logo, search, branch, account and basket. On a phone the search gets its own row.
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
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-2 py-2 sm:px-4 md:flex-nowrap md:gap-x-4">
          {menuButton}
          <div className="min-w-0 flex-1 md:flex-none">
            <BrandLogo brand={brand} />
          </div>
          <div className="order-last w-full md:order-none md:flex-1">{search}</div>
          <div className="flex items-center gap-1">
            <StoreButton
              fulfilment={fulfilment}
              chooseLabel={chooseBranchLabel}
              animate={!STILL_STORE_BUTTON_BRANDS.has(brand.code)}
              onOpen={onChooseBranch}
            />
            <div className="flex items-center gap-1">
              <HeaderLinks signedInName={signedInName} />
              {basket}
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
