// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import type { FinderQuery } from "../finder-query.ts";
import { StoreSearchForm } from "./store-search-form.tsx";

function renderForm(
  query: FinderQuery = { near: null, features: [] },
  features: string[] = [],
  error?: string,
) {
  const view = renderInRouter(
    () => <StoreSearchForm query={query} features={features} error={error} />,
    "/storefinder",
  );
  const box = screen.getByRole("combobox", { name: "Postcode or town" }) as HTMLInputElement;
  const button = screen.getByRole("button", { name: "Find branches" }) as HTMLButtonElement;
  return { ...view, box, button };
}

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

beforeEach(() => {
  localStorage.clear();
  document.cookie = "postcodeList=; max-age=0; path=/";
});
afterEach(() => vi.unstubAllGlobals());

describe("the store finder's search (spec/2 §5)", () => {
  it("wakes the search button above 2 non-space characters, typed or pasted", () => {
    const { box, button } = renderForm();
    expect(button.disabled).toBe(true);
    type(box, "I P ");
    expect(button.disabled).toBe(true);
    type(box, "  ip1 1aa ");
    expect(button.disabled).toBe(false);
  });

  it("searches the postcode, written the one way, as the page's address", async () => {
    const { box, button, currentPage } = renderForm();
    type(box, "ip11aa");
    fireEvent.click(button);
    await waitFor(() => expect(currentPage()).toBe("/storefinder?near=IP1+1AA"));
  });

  it("passes a town on as typed", async () => {
    const { box, currentPage } = renderForm();
    type(box, " Milton  Keynes ");
    fireEvent.submit(box.closest("form")!);
    await waitFor(() => expect(currentPage()).toBe("/storefinder?near=Milton+Keynes"));
  });

  it("says what the box needs when Enter is pressed in it too soon", () => {
    const { box, currentPage } = renderForm();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByRole("alert").textContent).toBe(
      "Please enter a valid postcode to find your local stores.",
    );
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(currentPage()).toBe("/storefinder");
    type(box, "I");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the page's refusal of the address under the box", () => {
    renderForm(
      { near: "x".repeat(120), features: [] },
      [],
      "Postcode or town must be at most 100 characters.",
    );
    expect(screen.getByRole("alert").textContent).toBe("Postcode or town must be at most 100 characters.");
  });

  it("searches again as a feature is ticked or unticked", async () => {
    const { currentPage } = renderForm({ near: "IP1 1AA", features: ["Showroom"] }, [
      "Showroom",
      "Tool hire",
    ]);
    expect(screen.getByText("(1 ticked)")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Tool hire" }));
    await waitFor(() =>
      expect(currentPage()).toBe("/storefinder?near=IP1+1AA&feature=Showroom&feature=Tool+hire"),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Showroom" }));
    await waitFor(() => expect(currentPage()).toBe("/storefinder?near=IP1+1AA&feature=Tool+hire"));
  });
});

describe("the feature ticks before the page wakes up", () => {
  function WhereAmI() {
    const location = useLocation();
    return <p data-testid="current-page">{location.pathname + location.search}</p>;
  }
  const Page = () => {
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => (
          <>
            <StoreSearchForm query={{ near: "IP1 1AA", features: [] }} features={["Showroom", "Tool hire"]} />
            <WhereAmI />
          </>
        ),
      },
    ]);
    return <Stub initialEntries={["/storefinder?near=IP1+1AA"]} />;
  };

  it("offers 'Apply filters' to a page without JavaScript, and searches with a box ticked before it woke", async () => {
    // The server's page, where a tick is only sent by a button.
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Page />);
    const page = within(container);
    expect(page.getByRole("button", { name: "Apply filters" }).getAttribute("type")).toBe("submit");
    (page.getByRole("checkbox", { name: "Tool hire" }) as HTMLInputElement).checked = true;

    const root = await act(async () => hydrateRoot(container, <Page />));
    await waitFor(() =>
      expect(page.getByTestId("current-page").textContent).toBe(
        "/storefinder?near=IP1+1AA&feature=Tool+hire",
      ),
    );
    expect(page.queryByRole("button", { name: "Apply filters" })).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});

describe("the recent postcodes under the box (spec/2 §3, §9)", () => {
  const seven = ["AB1 1AA", "BB1 1AA", "CB1 1AA", "IP1 1AA", "IP2 2BB", "IP3 3CC", "IP4 4DD"];

  it("offers the 5 newest, newest first, and searches the one picked with the keyboard", async () => {
    localStorage.setItem("recentPostcodes", JSON.stringify(seven));
    const { box, currentPage } = renderForm();
    fireEvent.focus(box);
    const list = screen.getByRole("listbox", { name: "Recent searches" });
    expect([...list.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual([
      "IP4 4DD",
      "IP3 3CC",
      "IP2 2BB",
      "IP1 1AA",
      "CB1 1AA",
    ]);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(currentPage()).toBe("/storefinder?near=IP3+3CC"));
  });

  it("narrows them to what is typed, and reads the cookie when storage holds none", () => {
    document.cookie = `postcodeList=${encodeURIComponent(JSON.stringify(seven))}; path=/`;
    const { box } = renderForm();
    type(box, "ip2");
    expect(screen.getByRole("listbox").textContent).toBe("Recent searchesIP2 2BB");
    type(box, "SW1");
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});

describe("use my location (spec/1 §8)", () => {
  function geolocation(answer: { lat: number; lng: number } | { code: number }) {
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
    const getCurrentPosition = (found: PositionCallback, failed?: PositionErrorCallback | null) =>
      "code" in answer
        ? failed?.({ code: answer.code } as GeolocationPositionError)
        : found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  }

  it("puts the postcode of where the shopper is in the box and searches it", async () => {
    geolocation({ lat: 52.0567, lng: 1.1482 });
    const place = { label: "IP1 1AA", postcode: "IP1 1AA", lat: 52.0567, lng: 1.1482 };
    vi.stubGlobal("fetch", async () => Response.json({ place }));
    const { box, currentPage } = renderForm();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Use my location" })));
    await waitFor(() => expect(currentPage()).toBe("/storefinder?near=IP1+1AA"));
    expect(box.value).toBe("IP1 1AA");
  });

  it("says why in the 'Geo Lookup Failed' dialog when the shopper says no", async () => {
    geolocation({ code: 1 });
    const { currentPage } = renderForm();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Use my location" })));
    const dialog = await screen.findByRole("dialog", { name: "Geo Lookup Failed" });
    expect(dialog.textContent).toContain("Sorry, permission to access your location was denied.");
    expect(currentPage()).toBe("/storefinder");
  });
});
