import type { ReactNode } from "react";
import type { Brand } from "@merchant/contract";
import { BrandLogo } from "./BrandLogo.tsx";
import { HeaderLinks } from "./HeaderLinks.tsx";

type Props = {
  brand: Pick<Brand, "code" | "name" | "tagline">;
  basketCount: number;
  /** The signed-in user's first name, or null when signed out. */
  signedInName: string | null;
  /** The site search form (features/search). */
  search: ReactNode;
  /** The mobile menu button (features/navigation). */
  menuButton: ReactNode;
  /** The INC/EX VAT switch (features/vat). */
  vatToggle: ReactNode;
};

/**
 * The shop's header: a slim bar with the brand's promise and the VAT switch, then the brand
 * bar with logo, search, branch, account and basket. On a phone the search gets its own row.
 */
export function SiteHeader({ brand, basketCount, signedInName, search, menuButton, vatToggle }: Props) {
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
          <HeaderLinks basketCount={basketCount} signedInName={signedInName} />
        </div>
      </div>
    </header>
  );
}
