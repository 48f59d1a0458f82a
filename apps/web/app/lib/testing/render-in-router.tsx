import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="current-page">{location.pathname + location.search}</p>;
}

/**
 * Renders a component inside a router at `path`, for tests: links and navigation work, and
 * `currentPage()` tells where the shopper has been taken.
 */
export function renderInRouter(ui: () => ReactNode, path = "/") {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          {ui()}
          <WhereAmI />
        </>
      ),
    },
  ]);
  const result = render(<Stub initialEntries={[path]} />);
  return { ...result, currentPage: () => result.getByTestId("current-page").textContent };
}
