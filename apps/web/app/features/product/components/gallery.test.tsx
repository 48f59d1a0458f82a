// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Gallery } from "./gallery.tsx";

const images = [1, 2, 3].map((n) => ({
  url: `/media/products/7/${n}.svg`,
  thumbUrl: `/media/products/7/${n}.svg`,
  alt: `Log burner, view ${n}`,
}));

const mainImage = () => screen.getByRole("button", { name: /^Enlarge image/ });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("product gallery", () => {
  it("moves on every 6000 ms and holds still while pointed at", () => {
    render(<Gallery images={images} productName="Log burner" />);
    expect(mainImage().getAttribute("aria-label")).toBe("Enlarge image 1 of 3: Log burner, view 1");
    act(() => vi.advanceTimersByTime(6000));
    expect(mainImage().getAttribute("aria-label")).toContain("image 2 of 3");

    fireEvent.mouseEnter(mainImage().parentElement!);
    act(() => vi.advanceTimersByTime(18_000));
    expect(mainImage().getAttribute("aria-label")).toContain("image 2 of 3");

    fireEvent.mouseLeave(mainImage().parentElement!);
    act(() => vi.advanceTimersByTime(6000));
    expect(mainImage().getAttribute("aria-label")).toContain("image 3 of 3");
  });

  it("shows a chosen thumbnail and opens the lightbox on the shown image", () => {
    render(<Gallery images={images} productName="Log burner" />);
    fireEvent.click(screen.getByRole("button", { name: "Show image 3 of 3: Log burner, view 3" }));
    expect(mainImage().getAttribute("aria-label")).toContain("image 3 of 3");

    fireEvent.click(mainImage());
    const dialog = screen.getByRole("dialog", { name: "Log burner" });
    expect(dialog.querySelector("img")?.getAttribute("alt")).toBe("Log burner, view 3");
    // The open lightbox holds the gallery still.
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText("Image 3 of 3")).toBeTruthy();
  });

  it("gives focus back to the main picture when the lightbox closes", () => {
    render(<Gallery images={images} productName="Log burner" />);
    // A browser focuses a clicked button; jsdom's synthetic click does not.
    mainImage().focus();
    fireEvent.click(mainImage());
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix hands focus back on the next tick, after the dialog has unmounted.
    act(() => vi.runOnlyPendingTimers());
    expect(document.activeElement).toBe(mainImage());
  });
});
