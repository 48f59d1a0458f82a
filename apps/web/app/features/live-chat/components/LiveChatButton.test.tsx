// @vitest-environment jsdom
/** spec/1 §1 live-chat trigger: the provider's snippet loads on the first press only. */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LiveChatButton } from "./LiveChatButton.tsx";

const snippets = () => [...document.querySelectorAll<HTMLScriptElement>("script[src]")];

afterEach(() => snippets().forEach((script) => script.remove()));

describe("the live-chat trigger", () => {
  it("loads no snippet until pressed, then the provider's once however often it is pressed", () => {
    render(<LiveChatButton scriptUrl="https://chat.example/widget.js" phone="0306 999 0101" />);
    expect(snippets()).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Chat with us" }));
    fireEvent.click(screen.getByRole("button", { name: "Chat with us" }));
    expect(snippets().map((script) => script.src)).toEqual(["https://chat.example/widget.js"]);
  });

  it("tells the shopper to call when the snippet cannot be loaded", () => {
    render(<LiveChatButton scriptUrl="https://chat.example/widget.js" phone="0306 999 0101" />);
    fireEvent.click(screen.getByRole("button", { name: "Chat with us" }));
    act(() => void snippets()[0]!.dispatchEvent(new Event("error")));
    expect(screen.getByRole("alert").textContent).toBe(
      "Live chat is not available at the moment: please call us on 0306 999 0101.",
    );
  });
});
