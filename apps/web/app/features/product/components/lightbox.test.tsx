// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { THUMBNAILS_IN_VIEW, thumbnailsScroll } from "../thumbnail-strip.ts";
import { Lightbox } from "./lightbox.tsx";

const images = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    url: `/media/products/7/${i + 1}.svg`,
    thumbUrl: `/media/products/7/${i + 1}.svg?w=96`,
    alt: `Oak sleeper, view ${i + 1}`,
  }));

function Harness({ count, start = 0 }: { count: number; start?: number }) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(start);
  return (
    <Lightbox
      images={images(count)}
      productName="Oak sleeper 2.4 m"
      open={open}
      onOpenChange={setOpen}
      index={index}
      onIndexChange={(wanted) => setIndex((wanted + count) % count)}
    />
  );
}

const shownImage = () => within(screen.getByRole("dialog")).getAllByRole("img")[0]!;
const strip = () => screen.getByRole("list", { name: "Thumbnails" });

// spec/1 §2: the lightbox thumbnail list scrolls when there are more than 5 thumbnails
describe("product lightbox", () => {
  it("scrolls the thumbnail list only past 5 thumbnails", () => {
    expect(THUMBNAILS_IN_VIEW).toBe(5);
    expect(thumbnailsScroll(5)).toBe(false);
    expect(thumbnailsScroll(6)).toBe(true);

    const { unmount } = render(<Harness count={5} />);
    expect(strip().dataset.scrolls).toBe("false");
    expect(strip().className).not.toContain("overflow-x-auto");
    unmount();

    render(<Harness count={6} />);
    expect(strip().dataset.scrolls).toBe("true");
    expect(strip().className).toContain("overflow-x-auto");
    expect(within(strip()).getAllByRole("button")).toHaveLength(6);
  });

  it("shows the large image named by its alt text, with previous and next wrapping round", () => {
    render(<Harness count={3} />);
    expect(screen.getByRole("dialog", { name: "Oak sleeper 2.4 m" })).toBeTruthy();
    expect(shownImage().getAttribute("alt")).toBe("Oak sleeper, view 1");
    fireEvent.click(screen.getByRole("button", { name: "Previous image" }));
    expect(shownImage().getAttribute("alt")).toBe("Oak sleeper, view 3");
    fireEvent.click(screen.getByRole("button", { name: "Next image" }));
    expect(shownImage().getAttribute("alt")).toBe("Oak sleeper, view 1");
    expect(screen.getByText("Image 1 of 3")).toBeTruthy();
  });

  it("moves with the arrow keys and jumps to a chosen thumbnail", () => {
    render(<Harness count={7} />);
    fireEvent.keyDown(screen.getByRole("button", { name: "Next image" }), { key: "ArrowRight" });
    expect(shownImage().getAttribute("alt")).toBe("Oak sleeper, view 2");
    fireEvent.click(within(strip()).getByRole("button", { name: /Show image 6 of 7/ }));
    expect(shownImage().getAttribute("alt")).toBe("Oak sleeper, view 6");
    expect(
      within(strip())
        .getByRole("button", { name: /Show image 6 of 7/ })
        .getAttribute("aria-current"),
    ).toBe("true");
  });

  it("takes focus itself as it opens, so the arrow keys work at once, wherever focus then goes inside", () => {
    render(<Harness count={3} />);
    const dialog = screen.getByRole("dialog", { name: "Oak sleeper 2.4 m" });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(shownImage().getAttribute("alt")).toBe("Oak sleeper, view 2");
    fireEvent.keyDown(screen.getByRole("button", { name: "Close" }), { key: "ArrowLeft" });
    expect(shownImage().getAttribute("alt")).toBe("Oak sleeper, view 1");
  });

  it("closes on Escape", () => {
    render(<Harness count={3} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
