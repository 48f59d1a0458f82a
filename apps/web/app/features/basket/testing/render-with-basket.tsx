import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { vi } from "vitest";
import type { Basket } from "@merchant/contract";
import { VatPreferenceProvider } from "~/lib/vat-preference.tsx";
import type { VatPreference } from "@merchant/domain/money";
import { BasketProvider, type LocationChoice } from "../basket-context.tsx";

type Options = {
  basket?: Basket | null;
  /** A branch or postcode is chosen; otherwise `choose` stands in for the store selector. */
  chosen?: boolean;
  choose?: LocationChoice["choose"];
  path?: string;
  vat?: VatPreference;
  owner?: string | null;
  /** The session's count of items; the basket's by default. */
  count?: number;
  /** A branch set failed on the basket page ('Branch NOT Set'). */
  checkoutHidden?: boolean;
};

function WhereAmI() {
  return <p data-testid="current-page">{useLocation().pathname}</p>;
}

/** Renders `ui` inside the shop frame's basket provider (and VAT choice), in a router at `path`. */
export function renderWithBasket(ui: () => ReactNode, options: Options = {}) {
  const location: LocationChoice = {
    chosen: options.chosen ?? true,
    choose: options.choose ?? vi.fn(),
    chooseDelivery: vi.fn(),
    checkoutHidden: options.checkoutHidden ?? false,
  };
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <VatPreferenceProvider initial={options.vat ?? "INC"} save={async () => {}}>
          <BasketProvider
            initial={options.basket ?? null}
            count={options.count ?? options.basket?.itemCount ?? 0}
            owner={options.owner ?? null}
            location={location}
          >
            {ui()}
            <WhereAmI />
          </BasketProvider>
        </VatPreferenceProvider>
      ),
    },
  ]);
  const result = render(<Stub initialEntries={[options.path ?? "/product/oak-beam"]} />);
  return { ...result, location, currentPage: () => result.getByTestId("current-page").textContent };
}
