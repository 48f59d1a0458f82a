// @vitest-environment happy-dom
/** An info page's blocks as a shopper meets them (issue 16; spec/2 §2 info pages). */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { InfoBlock } from "@merchant/contract";
import { InfoBlocks } from "./InfoBlocks.tsx";

const calculator = (slug: string) => <p>calculator {slug}</p>;

const blocks: InfoBlock[] = [
  { type: "text", heading: "Bricks", paragraphs: ["Allow 5% more."] },
  {
    type: "tabs",
    label: "Guides",
    tabs: [
      { title: "Walls", blocks: [{ type: "calculator", calculator: "brick" }] },
      { title: "Measuring", blocks: [{ type: "calculator", calculator: "unit-converter" }] },
    ],
  },
  {
    type: "sections",
    sections: [
      { title: "Do you deliver?", blocks: [{ type: "text", heading: null, paragraphs: ["Yes, by lorry."] }] },
    ],
  },
  { type: "panel", button: "Our story", heading: "Our story", paragraphs: ["Since 1962."] },
  { type: "video", title: "Lighting a stove", youtubeId: "abcdefghijk" },
];

describe("an info page's blocks", () => {
  it("shows text with its heading, and the first tab's calculator until another tab is chosen", () => {
    render(<InfoBlocks blocks={blocks} calculator={calculator} />);
    expect(screen.getByRole("heading", { name: "Bricks" })).toBeTruthy();
    expect(screen.getByText("calculator brick")).toBeTruthy();
    expect(screen.queryByText("calculator unit-converter")).toBeNull();
    const measuring = within(screen.getByRole("tablist", { name: "Guides" })).getByRole("tab", {
      name: "Measuring",
    });
    fireEvent.mouseDown(measuring);
    expect(screen.getByText("calculator unit-converter")).toBeTruthy();
  });

  it("keeps a slide-down section's content folded until its title is opened", () => {
    render(<InfoBlocks blocks={blocks} calculator={calculator} />);
    const section = screen.getByText("Do you deliver?").closest("details")!;
    expect(section.open).toBe(false);
    fireEvent.click(screen.getByText("Do you deliver?"));
    expect(section.open).toBe(true);
  });

  it("slides the panel in as a dialog that Escape closes", () => {
    render(<InfoBlocks blocks={blocks} calculator={calculator} />);
    fireEvent.click(screen.getByRole("button", { name: "Our story" }));
    const panel = screen.getByRole("dialog", { name: "Our story" });
    expect(within(panel).getByText("Since 1962.")).toBeTruthy();
    fireEvent.keyDown(panel, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("a video block (spec/3 §4 lazy video embeds)", () => {
  it("loads no player until play is pressed, then YouTube's privacy-enhanced one", () => {
    const { container } = render(<InfoBlocks blocks={blocks} calculator={calculator} />);
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Lighting a stove" }));
    const player = screen.getByTitle("Lighting a stove") as HTMLIFrameElement;
    expect(player.src).toBe("https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1");
  });
});
