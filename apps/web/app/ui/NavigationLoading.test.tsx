// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Form, Link, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NAVIGATION_OVERLAY_DELAY_MS, NavigationLoading } from "./NavigationLoading.tsx";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The overlay's spinner: a status whose words are 'Loading', inside the busy veil. */
const overlay = () =>
  screen.queryAllByRole("status").find((status) => status.textContent === "Loading") ?? null;
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

function AcceptCookies() {
  const navigate = useNavigate();
  return (
    <button type="button" data-accept-cookies onClick={() => navigate("/slow")}>
      Accept cookies
    </button>
  );
}

/** A page at `from` with every kind of control, and a page at /slow that loads as long as the test wants. */
function renderShop(from = "/category/timber") {
  const finish: (() => void)[] = [];
  const slow = () => new Promise<null>((resolve) => finish.push(() => resolve(null)));
  const Stub = createRoutesStub([
    {
      path: from,
      action: slow,
      Component: () => (
        <>
          <NavigationLoading />
          <Link to="/slow">Decking</Link>
          <Link to="/slow" data-no-loader>
            Quiet link
          </Link>
          <div role="tablist" aria-label="Product information">
            <Link to="/slow" role="tab">
              Delivery tab
            </Link>
          </div>
          <a href="#reviews">Reviews</a>
          <Link to={`${from}#reviews`}>Reviews again</Link>
          <AcceptCookies />
          <Form method="post">
            <button type="submit">Save</button>
          </Form>
          <Form method="post" action="/account/logout">
            <button type="submit">Log out</button>
          </Form>
          <h2 id="reviews">Reviews</h2>
        </>
      ),
    },
    { path: "/slow", loader: slow, Component: () => <h1>The slow page</h1> },
    { path: "/account/logout", action: slow, Component: () => null },
  ]);
  render(<Stub initialEntries={[from]} />);
  return { finishAll: () => finish.forEach((done) => done()) };
}

const click = (name: string, role: "link" | "button" | "tab" = "link") =>
  act(async () => void fireEvent.click(screen.getByRole(role, { name })));

describe("the loading overlay over navigations (spec/1 §2, §4, §9)", () => {
  it("covers a page that is slow to come, after a moment, and lifts after 3000 ms on a shop page", async () => {
    renderShop();
    await click("Decking");
    expect(overlay()).toBeNull();
    await wait(NAVIGATION_OVERLAY_DELAY_MS);
    expect(overlay()).not.toBeNull();
    expect(overlay()?.closest("[aria-busy='true']")).not.toBeNull();
    await wait(3000 - NAVIGATION_OVERLAY_DELAY_MS - 1);
    expect(overlay()).not.toBeNull();
    await wait(1);
    expect(overlay()).toBeNull();
  });

  it("stays up to 10000 ms when leaving an account page", async () => {
    renderShop("/account");
    await click("Decking");
    await wait(9999);
    expect(overlay()).not.toBeNull();
    await wait(1);
    expect(overlay()).toBeNull();
  });

  it("shows nothing when the page comes quickly, and lifts when it has come", async () => {
    const { finishAll } = renderShop();
    await click("Decking");
    await act(async () => finishAll());
    await wait(0);
    expect(screen.getByRole("heading", { name: "The slow page" })).toBeTruthy();
    await wait(NAVIGATION_OVERLAY_DELAY_MS);
    expect(overlay()).toBeNull();
  });

  it("covers a form's post while it is answered", async () => {
    renderShop();
    await click("Save", "button");
    await wait(NAVIGATION_OVERLAY_DELAY_MS);
    expect(overlay()).not.toBeNull();
  });

  it("leaves focus on the control that was used", async () => {
    renderShop();
    const link = screen.getByRole("link", { name: "Decking" });
    link.focus();
    await click("Decking");
    await wait(NAVIGATION_OVERLAY_DELAY_MS);
    expect(overlay()).not.toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it.each([
    ["a link marked no-loader", "Quiet link", "link"],
    ["a tab link", "Delivery tab", "tab"],
    ["the accept-cookies button", "Accept cookies", "button"],
    ["logout", "Log out", "button"],
    ["a hash link", "Reviews", "link"],
    ["a hash link to this page", "Reviews again", "link"],
  ] as const)("shows none for %s", async (_, name, role) => {
    renderShop();
    await click(name, role);
    await wait(NAVIGATION_OVERLAY_DELAY_MS + 100);
    expect(overlay()).toBeNull();
  });

  it("shows none for a link opening a new window, or one clicked to open in a new tab", async () => {
    renderShop();
    await act(
      async () => void fireEvent.click(screen.getByRole("link", { name: "Decking" }), { ctrlKey: true }),
    );
    await wait(NAVIGATION_OVERLAY_DELAY_MS + 100);
    expect(overlay()).toBeNull();
  });

  it("spares only the navigation an exception starts: the next plain link shows it again", async () => {
    renderShop();
    await click("Reviews");
    await click("Decking");
    await wait(NAVIGATION_OVERLAY_DELAY_MS);
    expect(overlay()).not.toBeNull();
  });
});
