import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import type { Fulfilment, FulfilmentState } from "@merchant/contract";
import type { BrandCode } from "@merchant/contract/constants";
import { FulfilmentProvider, useFulfilment } from "../fulfilment-context.tsx";
import { noFulfilment } from "./fixtures.ts";

type Options = {
  state?: FulfilmentState;
  brandCode?: BrandCode;
  path?: string;
  storePopup?: { type: "popup" | "none"; delayMs: number };
  askHomeBranch?: boolean;
};

/** A button that opens the store selector, as the header's store button does. */
export function SelectorOpener({ fulfilment = null }: { fulfilment?: Fulfilment | null }) {
  const { openSelector } = useFulfilment();
  return (
    <button type="button" onClick={() => openSelector(fulfilment)}>
      Open selector
    </button>
  );
}

function WhereAmI() {
  return <p data-testid="current-page">{useLocation().pathname}</p>;
}

/** Renders `ui` inside the shop frame's fulfilment provider, in a router at `path`. */
export function renderWithFulfilment(ui: () => ReactNode, options: Options = {}) {
  const {
    state = noFulfilment,
    brandCode = "BU",
    path = "/product/oak-beam",
    storePopup = { type: "none", delayMs: 0 },
    askHomeBranch = false,
  } = options;
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <FulfilmentProvider
          brandCode={brandCode}
          state={state}
          storePopup={storePopup}
          askHomeBranch={askHomeBranch}
        >
          {ui()}
          <WhereAmI />
        </FulfilmentProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
