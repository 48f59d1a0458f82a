// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { PinnedPicture } from "./PinnedPicture.tsx";

const block = {
  type: "pins" as const,
  image: { url: "/guides/stove-room.svg", alt: "A stove in a living room" },
  pins: [
    { x: 50, y: 62, label: "Multi-fuel Stoves", href: "/category/multi-fuel-stoves" },
    { x: 78, y: 80, label: "Fire Cement and Sealants", href: "/category/fire-cement-and-sealants" },
  ],
};

describe("a picture with pins (spec/1 §2 image pin overlay)", () => {
  it("sets each pin where the data puts it, named for what is there, its card folded until opened", () => {
    renderInRouter(() => <PinnedPicture block={block} />);
    expect(screen.getByRole("img", { name: "A stove in a living room" }).getAttribute("loading")).toBe(
      "lazy",
    );
    const pin = screen.getByText("Multi-fuel Stoves", { selector: "summary span" }).closest("details")!;
    expect([pin.style.left, pin.style.top]).toEqual(["50%", "62%"]);
    expect(pin.open).toBe(false);
    fireEvent.click(pin.querySelector("summary")!);
    expect(pin.open).toBe(true);
    expect(within(pin).getByRole("link", { name: "Shop Multi-fuel Stoves" }).getAttribute("href")).toBe(
      "/category/multi-fuel-stoves",
    );
  });

  it("lists every pin under the picture as a link, for anyone who cannot point at them", () => {
    renderInRouter(() => <PinnedPicture block={block} />);
    const caption = screen.getByText(/In the picture:/).closest("figcaption")!;
    expect(
      within(caption)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/category/multi-fuel-stoves", "/category/fire-cement-and-sealants"]);
  });
});
