// @vitest-environment happy-dom
/** spec/3 §5 the partner frame obeys resize, redirect on this site and scroll to top, and nothing else. */
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { PartnerFrame } from "./PartnerFrame.tsx";

function showFrame() {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const page = renderInRouter(
    () => <PartnerFrame url="/dev/partner-demo" title="Partner demo" />,
    "/partner",
  );
  const frame = screen.getByTitle("Partner demo") as HTMLIFrameElement;
  const send = (data: unknown, from: { source?: Window | null; origin?: string } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data,
          origin: from.origin ?? window.location.origin,
          source: from.source === undefined ? frame.contentWindow : from.source,
        }),
      );
    });
  return { frame, send, currentPage: page.currentPage };
}

describe("the partner frame", () => {
  it("grows to the height its page asks for", () => {
    const { frame, send } = showFrame();
    send("resizeToContent|1200");
    expect(frame.style.height).toBe("1200px");
  });

  it("goes to a page of this site, and refuses one of another site", () => {
    const { send, currentPage } = showFrame();
    send("redirect|https://evil.example/");
    expect(currentPage()).toBe("/partner");
    send("redirect|/basket");
    expect(currentPage()).toBe("/basket");
  });

  it("ignores a message from another window, from another origin, or of an unknown function", () => {
    const { frame, send } = showFrame();
    send("resizeToContent|900", { source: window });
    send("resizeToContent|900", { origin: "https://evil.example" });
    send("alert|1");
    expect(frame.style.height).toBe("600px");
  });
});
