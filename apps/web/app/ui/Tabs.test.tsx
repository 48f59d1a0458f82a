// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Tabs, type Tab } from "./Tabs.tsx";

const tabs: Tab[] = [
  { id: "details", title: "Details", content: <p>Sawn and treated</p> },
  { id: "delivery", title: "Delivery", content: <p>Next day</p> },
  { id: "reviews", title: "Reviews", content: <p>Five stars</p> },
];

const tab = (name: string) => screen.getByRole("tab", { name });
const panel = () => screen.getByRole("tabpanel");

describe("Tabs (WAI-ARIA tabs, automatic activation)", () => {
  it("names the list, shows the first tab's panel only, labelled by its tab, with one tab in the tab order", () => {
    render(<Tabs label="Product information" tabs={tabs} />);
    expect(screen.getByRole("tablist", { name: "Product information" })).toBeTruthy();
    expect(tab("Details").getAttribute("aria-selected")).toBe("true");
    expect(tab("Delivery").getAttribute("aria-selected")).toBe("false");
    expect(panel().textContent).toBe("Sawn and treated");
    expect(screen.getByRole("tabpanel", { name: "Details" })).toBe(panel());
    expect(tab("Details").getAttribute("aria-controls")).toBe(panel().id);
    expect(screen.queryByText("Next day")).toBeNull();
    expect(screen.getAllByRole("tab").map((one) => one.tabIndex)).toEqual([0, -1, -1]);
  });

  it("shows the tab clicked (a keyboard's or a screen reader's click), and the default tab first when named", () => {
    render(<Tabs label="Product information" tabs={tabs} defaultTab="reviews" />);
    expect(panel().textContent).toBe("Five stars");
    fireEvent.click(tab("Delivery"));
    expect(panel().textContent).toBe("Next day");
    expect(tab("Delivery").tabIndex).toBe(0);
  });

  it("shows a tab as the pointer presses it, but not with Ctrl held or another button", () => {
    render(<Tabs label="Product information" tabs={tabs} />);
    fireEvent.mouseDown(tab("Reviews"), { ctrlKey: true });
    fireEvent.mouseDown(tab("Reviews"), { button: 2 });
    expect(panel().textContent).toBe("Sawn and treated");
    fireEvent.mouseDown(tab("Reviews"));
    expect(panel().textContent).toBe("Five stars");
  });

  it("moves with the arrow keys, wrapping at either end, and with Home and End, showing the tab reached", () => {
    render(<Tabs label="Product information" tabs={tabs} />);
    tab("Details").focus();
    fireEvent.keyDown(tab("Details"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Reviews"));
    expect(panel().textContent).toBe("Five stars");
    fireEvent.keyDown(tab("Reviews"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Details"));
    fireEvent.keyDown(tab("Details"), { key: "End" });
    expect(panel().textContent).toBe("Five stars");
    fireEvent.keyDown(tab("Reviews"), { key: "Home" });
    expect(panel().textContent).toBe("Sawn and treated");
    fireEvent.keyDown(tab("Details"), { key: "ArrowRight" });
    expect(panel().textContent).toBe("Next day");
  });

  it("leaves a chosen value to the page: it asks, and shows what the page then chooses", () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Fulfilment" tabs={tabs} value="details" onValueChange={onValueChange} />,
    );
    fireEvent.click(tab("Delivery"));
    expect(onValueChange).toHaveBeenCalledWith("delivery");
    expect(panel().textContent).toBe("Sawn and treated");
    rerender(<Tabs label="Fulfilment" tabs={tabs} value="delivery" onValueChange={onValueChange} />);
    expect(panel().textContent).toBe("Next day");
    fireEvent.click(tab("Delivery"));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it("sends the chosen panel in the server's page, the others empty and hidden", () => {
    const html = renderToString(<Tabs label="Product information" tabs={tabs} />);
    expect(html).toContain("Sawn and treated");
    expect(html).not.toContain("Next day");
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });
});
