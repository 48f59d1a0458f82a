// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Form } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountPageLoading } from "./AccountPageLoading.tsx";
import { DashboardTiles } from "./DashboardTiles.tsx";

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
          <AccountPageLoading />
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
      ["Change your password", "#password"],
      ["Find a branch", "/storefinder"],
      ["Your basket", "/basket"],
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

  it("shows no overlay while the account page itself reloads after one of its forms", async () => {
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
            <AccountPageLoading />
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
    expect(overlay()).toBeNull();
    await act(async () => finishReload());
  });

  it("shows no overlay for a tile that moves down the page", async () => {
    renderDashboard();
    await act(async () => void fireEvent.click(tile("Change your password")));
    expect(overlay()).toBeNull();
    expect(tiles()).toBeTruthy();
  });
});
