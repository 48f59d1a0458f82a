import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import type { VatPreference } from "@merchant/domain/money";
import { VatPreferenceProvider } from "~/lib/vat-preference.tsx";

function WhereAmI() {
  return <p data-testid="current-page">{useLocation().pathname}</p>;
}

/** Renders `ui` with the shopper's VAT choice in a router at `path`; `currentPage()` says where an add went. */
export function renderClearance(ui: () => ReactNode, options: { vat?: VatPreference; path?: string } = {}) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <VatPreferenceProvider initial={options.vat ?? "INC"} save={async () => {}}>
          {ui()}
          <WhereAmI />
        </VatPreferenceProvider>
      ),
    },
  ]);
  const result = render(<Stub initialEntries={[options.path ?? "/clearance"]} />);
  return { ...result, currentPage: () => result.getByTestId("current-page").textContent };
}
