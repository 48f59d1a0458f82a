// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SpinViewer } from "./spin-viewer.tsx";

const frames = Array.from({ length: 24 }, (_, index) => `/media/products/7/spin/${index + 1}.svg`);
const picture = () => screen.getByRole("img", { hidden: true });

describe("SpinViewer (decision 158)", () => {
  it("turns a frame (15°) a press, round past the last", () => {
    render(<SpinViewer frames={frames} productName="Stove" />);
    expect(picture().getAttribute("src")).toBe(frames[0]);
    fireEvent.click(screen.getByRole("button", { name: "Turn right", hidden: true }));
    expect(picture().getAttribute("alt")).toBe("Stove, turned 15°");
    fireEvent.click(screen.getByRole("button", { name: "Turn left", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Turn left", hidden: true }));
    expect(picture().getAttribute("src")).toBe(frames[23]);
  });

  it("turns with a drag, a frame every 12 px", () => {
    render(<SpinViewer frames={frames} productName="Stove" />);
    const stage = picture().parentElement!;
    fireEvent.pointerDown(stage, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 64, pointerId: 1 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    expect(picture().getAttribute("src")).toBe(frames[3]);
  });

  it("shows nothing for a product without a 360° view", () => {
    const { container } = render(<SpinViewer frames={[]} productName="Stove" />);
    expect(container.innerHTML).toBe("");
  });
});
