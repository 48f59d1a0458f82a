import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";

/** Where a card check sends the shopper, and with what words: its path, then the decline if any. */
function Landed() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname} {(location.state as { declined?: string } | null)?.declined ?? ""}
    </p>
  );
}

/** A card check rendered at the challenge address, every other address showing where it landed. */
export function renderChallenge(check: () => ReactNode, address: string) {
  const Stub = createRoutesStub([
    { path: "/checkout/challenge", Component: check },
    { path: "*", Component: Landed },
  ]);
  render(<Stub initialEntries={[address]} />);
}
