// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FulfilmentState, LocalStore } from "@merchant/contract";
import { StoreButton } from "./StoreButton.tsx";

const ipswich = {
  name: "Ipswich",
  openingTimes: [
    ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => ({
      day,
      opens: "07:00",
      closes: "17:00",
    })),
    { day: "Saturday", opens: "07:30", closes: "12:00" },
    { day: "Sunday", opens: null, closes: null },
  ],
} as LocalStore;

const none: FulfilmentState = {
  fulfilment: null,
  collectionBranch: null,
  deliveryPostcode: null,
  deliveryBranch: null,
  deliverable: null,
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-25T12:00:00Z")); // a Wednesday
});
afterEach(() => vi.useRealTimers());

describe("header store button (spec/2 §2, §9)", () => {
  it("invites the shopper to choose and opens the selector instead of leaving the page", () => {
    const onOpen = vi.fn();
    render(<StoreButton fulfilment={none} chooseLabel="Choose a branch" animate onOpen={onOpen} />);
    const button = screen.getByRole("link", { name: "Choose a branch" });
    expect(button.getAttribute("href")).toBe("/storefinder");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(fireEvent.click(button)).toBe(false);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it("shows the chosen branch with today's hours in the UK", () => {
    const state = { ...none, fulfilment: "collection" as const, collectionBranch: ipswich };
    render(<StoreButton fulfilment={state} chooseLabel="Choose a branch" animate onOpen={() => {}} />);
    expect(screen.getByRole("link", { name: "Your branch Ipswich Open today 07:00 – 17:00" })).toBeTruthy();
  });

  it("shows the delivery postcode when delivering", () => {
    const state = {
      ...none,
      fulfilment: "delivery" as const,
      deliveryPostcode: "IP4 2BX",
      deliveryBranch: ipswich,
    };
    render(<StoreButton fulfilment={state} chooseLabel="Choose a branch" animate onOpen={() => {}} />);
    expect(screen.getByRole("link", { name: "Delivering to IP4 2BX from Ipswich" })).toBeTruthy();
  });

  it("says when the delivery postcode is outside every delivery radius", () => {
    const state = {
      ...none,
      fulfilment: "delivery" as const,
      deliveryPostcode: "ZE1 0AA",
      deliveryBranch: ipswich,
      deliverable: false,
    };
    render(<StoreButton fulfilment={state} chooseLabel="Choose a branch" animate onOpen={() => {}} />);
    expect(
      screen.getByRole("link", { name: "Delivering to ZE1 0AA Outside our delivery area" }),
    ).toBeTruthy();
  });

  it("animates only when the brand wants it, and never for reduced motion", () => {
    const { container, rerender } = render(
      <StoreButton fulfilment={none} chooseLabel="Choose a store" animate={false} onOpen={() => {}} />,
    );
    expect(container.querySelector(".animate-store-nudge")).toBeNull();
    rerender(<StoreButton fulfilment={none} chooseLabel="Choose a store" animate onOpen={() => {}} />);
    expect(
      container.querySelector(".animate-store-nudge")?.classList.contains("motion-reduce:animate-none"),
    ).toBe(true);
  });
});
