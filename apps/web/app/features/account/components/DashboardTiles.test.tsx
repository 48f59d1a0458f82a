// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Form } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardTiles } from "./DashboardTiles.tsx";
import { NavigationLoading } from "~/ui/NavigationLoading.tsx";

afterEach(() => vi.useRealTimers());

/** The dashboard at /account; the basket page's data takes as long as the test wants. */
function renderDashboard() {
  let finishLoading = () => {};
  const basketLoaded = new Promise<null>((resolve) => (finishLoading = () => resolve(null)));
  const Stub = createRoutesStub([
    {
      path: "/account",
      Component: () => (
        <>
          <NavigationLoading delayMs={0} />
          <DashboardTiles />
        </>
      ),
    },
    { path: "/basket", loader: () => basketLoaded, Component: () => <h1>Your basket page</h1> },
  ]);
  render(<Stub initialEntries={["/account"]} />);
  return { finishLoading };
}

const tiles = () => screen.getByRole("navigation", { name: "Account dashboard" });
const tile = (name: string) => within(tiles()).getByRole("link", { name });
/** The overlay's spinner: a status whose words are 'Loading'. */
const overlay = () =>
  screen.queryAllByRole("status").find((status) => status.textContent === "Loading") ?? null;

describe("the account dashboard's tiles (spec/1 §2)", () => {
  it("link to the dashboard's own sections and to the pages that exist, and to nothing else", () => {
    renderDashboard();
    const links = within(tiles()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Trade accounts", "#trade-accounts"],
      ["Your details", "#details"],
      ["Change your password", "#password"],
      ["Find a branch", "/storefinder"],
      ["Your basket", "/basket"],
      ["Your orders", "/account/orders"],
    ]);
  });

  it("shows the loading overlay while a tile's page loads, for 10 seconds at most (spec/1 §9)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDashboard();
    expect(overlay()).toBeNull();
    await act(async () => void fireEvent.click(tile("Your basket")));
    expect(overlay()).not.toBeNull();
    await act(async () => void vi.advanceTimersByTime(9_900));
    expect(overlay()).not.toBeNull();
    await act(async () => void vi.advanceTimersByTime(100));
    expect(overlay()).toBeNull();
  });

  it("lifts the overlay when the page has loaded", async () => {
    const { finishLoading } = renderDashboard();
    await act(async () => void fireEvent.click(tile("Your basket")));
    expect(overlay()).not.toBeNull();
    await act(async () => finishLoading());
    expect(await screen.findByRole("heading", { name: "Your basket page" })).toBeTruthy();
    expect(overlay()).toBeNull();
  });

  it("covers the account page's own form post while it is answered and the page read again", async () => {
    let posted = false;
    let finishReload = () => {};
    const Stub = createRoutesStub([
      {
        path: "/account",
        action: () => {
          posted = true;
          return null;
        },
        // After the post the page's data is read again, as long as the test wants.
        loader: () => (posted ? new Promise<null>((resolve) => (finishReload = () => resolve(null))) : null),
        HydrateFallback: () => null,
        Component: () => (
          <>
            <NavigationLoading delayMs={0} />
            <Form method="post">
              <button type="submit">Change password</button>
            </Form>
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/account"]} />);
    const submit = await screen.findByRole("button", { name: "Change password" });
    await act(async () => void fireEvent.click(submit));
    expect(posted).toBe(true);
    expect(overlay()).not.toBeNull();
    await act(async () => finishReload());
    expect(overlay()).toBeNull();
  });

  it("shows no overlay for a tile that moves down the page", async () => {
    renderDashboard();
    await act(async () => void fireEvent.click(tile("Change your password")));
    expect(overlay()).toBeNull();
    expect(tiles()).toBeTruthy();
  });
});

describe("the dashboard's partnering catalogue tile (spec/2 §7; decision 119)", () => {
  it("links a trade account holder to the partnering catalogue, after the other tiles", () => {
    const Stub = createRoutesStub([
      { path: "/account", Component: () => <DashboardTiles tradeAccountHolder /> },
    ]);
    render(<Stub initialEntries={["/account"]} />);
    const links = within(tiles()).getAllByRole("link");
    // The trade tiles come last: the partnering catalogue, account payments, branch quotes and
    // orders, the vans and reporting keys, and reporting (spec/3 §2 web account area).
    expect(links.slice(-6).map((link) => link.textContent)).toEqual([
      "Partnering catalogue",
      "Account payments",
      "Branch quotes",
      "Branch orders",
      "Vans and reporting keys",
      "Reporting",
    ]);
    expect(tile("Partnering catalogue").getAttribute("href")).toBe("/account/partnering-catalogue");
    expect(tile("Vans and reporting keys").getAttribute("href")).toBe("/account/tools");
    expect(tile("Reporting").getAttribute("href")).toBe("/account/reporting");
  });

  it("is not offered to a user without a trade account", () => {
    renderDashboard();
    expect(within(tiles()).queryByRole("link", { name: "Partnering catalogue" })).toBeNull();
  });
});

describe("the dashboard's account payments tile (spec/1 §2 account payment screen; decision 126)", () => {
  it("links a trade account holder to the account payment screen", () => {
    const Stub = createRoutesStub([
      { path: "/account", Component: () => <DashboardTiles tradeAccountHolder /> },
    ]);
    render(<Stub initialEntries={["/account"]} />);
    expect(tile("Account payments").getAttribute("href")).toBe("/account/payments");
  });

  it("is not offered to a user without a trade account", () => {
    renderDashboard();
    expect(within(tiles()).queryByRole("link", { name: "Account payments" })).toBeNull();
  });
});

describe("the dashboard's branch quotes and branch orders tiles (issue 14; spec/2 §2 account-branchquotes; decision 137)", () => {
  it("link a trade account holder to the account's branch quotes and branch orders", () => {
    const Stub = createRoutesStub([
      { path: "/account", Component: () => <DashboardTiles tradeAccountHolder /> },
    ]);
    render(<Stub initialEntries={["/account"]} />);
    expect(tile("Branch quotes").getAttribute("href")).toBe("/account/quotes");
    expect(tile("Branch orders").getAttribute("href")).toBe("/account/branch-orders");
  });

  it("are not offered to a user without a trade account", () => {
    renderDashboard();
    for (const name of ["Branch quotes", "Branch orders"])
      expect(within(tiles()).queryByRole("link", { name })).toBeNull();
  });
});
