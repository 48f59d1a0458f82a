// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Breadcrumb } from "./Breadcrumb.tsx";
import { Dialog } from "./Dialog.tsx";
import { Field } from "./Field.tsx";
import { LoadingOverlay } from "./LoadingOverlay.tsx";
import { Price } from "./Price.tsx";
import { ReadMore } from "./ReadMore.tsx";
import { ToTopButton } from "./ToTopButton.tsx";
import { VatPreferenceProvider } from "~/lib/vat-preference.tsx";

afterEach(() => vi.useRealTimers());

function DialogHarness({ autoCloseMs }: { autoCloseMs?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Basket Report"
      {...(autoCloseMs ? { autoCloseMs } : {})}
    >
      <p>The item was not added to your basket!</p>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("shows its title and content and closes with the labelled close button", () => {
    render(<DialogHarness />);
    expect(screen.getByRole("dialog", { name: "Basket Report" }).textContent).toContain(
      "The item was not added",
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on Escape", () => {
    render(<DialogHarness />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes by itself after autoCloseMs and not before", () => {
    vi.useFakeTimers();
    render(<DialogHarness autoCloseMs={2000} />);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("dialog")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps to the spec's maximum size: 90% of the width and 95% of the height, up to 1000 px", () => {
    render(<DialogHarness />);
    const classes = screen.getByRole("dialog").className;
    expect(classes).toContain("max-w-[min(90vw,1000px)]");
    expect(classes).toContain("max-h-[min(95vh,1000px)]");
  });
});

describe("LoadingOverlay", () => {
  it("lifts after 3000 ms by default even while the work goes on", () => {
    vi.useFakeTimers();
    render(<LoadingOverlay active />);
    expect(screen.getByRole("status").textContent).toBe("Loading");
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows again, for its full time, when new work starts", () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingOverlay active maxMs={10000} />);
    act(() => vi.advanceTimersByTime(10000));
    rerender(<LoadingOverlay active={false} maxMs={10000} />);
    rerender(<LoadingOverlay active maxMs={10000} />);
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.queryByRole("status")).not.toBeNull();
  });
});

describe("Field", () => {
  it("ties the label and the error line to the input", () => {
    render(<Field label="Postcode" name="postcode" error="Please enter your postcode" />);
    const input = screen.getByLabelText("Postcode");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter your postcode").id).toBe(input.getAttribute("aria-describedby"));
  });

  it("is not marked invalid without an error", () => {
    render(<Field label="Postcode" name="postcode" />);
    expect(screen.getByLabelText("Postcode").hasAttribute("aria-invalid")).toBe(false);
  });
});

/** A ResizeObserver the test drives: calling the answer reports a resize to the last one made. */
function stubResizeObserver(): () => void {
  let callback: () => void = () => {};
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(observed: () => void) {
        callback = observed;
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => callback();
}

describe("Breadcrumb", () => {
  const items = [
    { label: "Home", to: "/" },
    { label: "Timber", to: "/category/timber" },
    { label: "Decking", to: "/category/decking" },
  ];

  /** Renders the trail in a box `width` px wide, the trail needing `needed` px on one line. */
  function renderBreadcrumb({ width, needed }: { width: number; needed: number }) {
    const report = stubResizeObserver();
    const Stub = createRoutesStub([{ path: "/", Component: () => <Breadcrumb items={items} /> }]);
    const { container } = render(<Stub />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    Object.defineProperty(nav, "clientWidth", { value: width, configurable: true });
    const oneLine = container.querySelector("[data-breadcrumb-measure]")!;
    Object.defineProperty(oneLine, "scrollWidth", { value: needed, configurable: true });
    act(() => report());
    return {
      resize: (to: number) => {
        Object.defineProperty(nav, "clientWidth", { value: to, configurable: true });
        act(() => report());
      },
    };
  }
  const hidden = (label: string) =>
    screen.getByText(label, { selector: "a, [aria-current]" }).closest("li")!.className.includes("hidden");
  afterEach(() => vi.unstubAllGlobals());

  it("shows a trail that fits on one line whole, with no toggle", () => {
    renderBreadcrumb({ width: 800, needed: 300 });
    expect(screen.queryByRole("button", { name: "Show the full path" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show only this page" })).toBeNull();
    expect(["Home", "Timber", "Decking"].map(hidden)).toEqual([false, false, false]);
  });

  it("shortens a trail too long for one line to the current page, and the toggle opens and closes it", () => {
    const { resize } = renderBreadcrumb({ width: 280, needed: 300 });
    expect(["Home", "Timber", "Decking"].map(hidden)).toEqual([true, true, false]);
    const toggle = screen.getByRole("button", { name: "Show the full path" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(["Home", "Timber", "Decking"].map(hidden)).toEqual([false, false, false]);
    fireEvent.click(screen.getByRole("button", { name: "Show only this page" }));
    expect(hidden("Home")).toBe(true);
    // Turned to a wider window, the trail fits again: whole, and the toggle goes.
    resize(400);
    expect(hidden("Home")).toBe(false);
    expect(screen.queryByRole("button", { name: "Show the full path" })).toBeNull();
  });

  it("marks the last item as the current page", () => {
    renderBreadcrumb({ width: 800, needed: 300 });
    expect(screen.getByText("Decking", { selector: "[aria-current]" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("link", { name: "Timber" }).getAttribute("href")).toBe("/category/timber");
  });
});

describe("ReadMore", () => {
  it("drops the button when the text fits in the collapsed line", () => {
    const report = stubResizeObserver();
    render(<ReadMore>Short.</ReadMore>);
    const text = screen.getByText("Short.");
    Object.defineProperty(text, "scrollHeight", { value: 16 });
    Object.defineProperty(text, "clientHeight", { value: 16 });
    act(() => report());
    expect(screen.queryByRole("button", { name: "Read more" })).toBeNull();
    vi.unstubAllGlobals();
  });

  it("opens a 16 px strip with 'Read more' and closes it with 'Read less'", () => {
    render(<ReadMore>Treated softwood for decks.</ReadMore>);
    const text = screen.getByText("Treated softwood for decks.");
    expect(text.className).toContain("max-h-4");
    fireEvent.click(screen.getByRole("button", { name: "Read more" }));
    expect(text.className).not.toContain("max-h-4");
    fireEvent.click(screen.getByRole("button", { name: "Read less" }));
    expect(text.className).toContain("max-h-4");
  });
});

describe("ToTopButton", () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    act(() => void window.dispatchEvent(new Event("scroll")));
  };
  afterEach(() => scrollTo(0));

  it("shows only after the page is scrolled more than 250 px", () => {
    render(<ToTopButton />);
    scrollTo(250);
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    scrollTo(251);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeTruthy();
  });

  it("is always shown when asked (the SG brand)", () => {
    render(<ToTopButton alwaysShown />);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeTruthy();
  });
});

describe("Price", () => {
  const price = { exVat: 9000, incVat: 10800 };
  const shown = (vat: "INC" | "EX", was: boolean) =>
    render(
      <VatPreferenceProvider initial={vat} save={async () => {}}>
        <Price price={price} was={was} />
      </VatPreferenceProvider>,
    ).container.textContent;

  it("shows the price the shopper chose, inc or ex VAT (spec/1 §4)", () => {
    expect(shown("INC", false)).toBe("£108.00inc VAT");
    expect(shown("EX", false)).toBe("£90.00ex VAT");
  });

  it("shows a price it used to be after 'Was', struck through", () => {
    const { container } = render(
      <VatPreferenceProvider initial="INC" save={async () => {}}>
        <Price price={price} was />
      </VatPreferenceProvider>,
    );
    expect(container.textContent).toBe("Was £108.00 inc VAT");
    expect(container.querySelector("s")?.textContent).toBe("£108.00");
    expect(shown("EX", true)).toBe("Was £90.00 ex VAT");
  });
});
