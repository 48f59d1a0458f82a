// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { CategoryNode } from "@merchant/contract";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { MobileMenuButton } from "./MobileMenuButton.tsx";

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  name,
  level: children.length ? 1 : 2,
  productCount: 5,
  imageUrl: null,
  children,
});

const categories = [
  node(1, "Timber", [node(11, "Decking"), node(12, "Sheet Materials")]),
  node(2, "Plumbing", [node(21, "Pipes")]),
  node(3, "Offers"),
];

function Frame() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MobileMenuButton categories={categories} onOpen={() => setOpen(true)} />
      <MobileMenu categories={categories} open={open} onOpenChange={setOpen} />
    </>
  );
}

function openMenu() {
  renderInRouter(() => <Frame />);
  fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  return screen.getByRole("dialog", { name: "Menu" });
}

describe("mobile slide-out menu (spec/1 §2, §4)", () => {
  it("opens as a dialog that locks the page's scroll and lists level 1 categories", () => {
    const menu = openMenu();
    expect(
      document.body.style.overflow === "hidden" || document.body.hasAttribute("data-scroll-locked"),
    ).toBe(true);
    expect(within(menu).getByRole("button", { name: "Timber" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Offers" }).getAttribute("href")).toBe("/category/offers");
  });

  it("shows one level 2 submenu at a time", () => {
    const menu = openMenu();
    fireEvent.click(within(menu).getByRole("button", { name: "Timber" }));
    expect(within(menu).getAllByRole("list")).toHaveLength(1);
    expect(within(menu).getByRole("list", { name: "Timber" })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("Back to all categories");

    fireEvent.click(within(menu).getByRole("button", { name: "Back to all categories" }));
    expect(document.activeElement?.textContent).toBe("Timber");
    fireEvent.click(within(menu).getByRole("button", { name: "Plumbing" }));
    expect(within(menu).queryByRole("list", { name: "Timber" })).toBeNull();
    expect(within(menu).getAllByRole("list")).toHaveLength(1);
  });

  it("follows a link and closes", async () => {
    const menu = openMenu();
    fireEvent.click(within(menu).getByRole("button", { name: "Timber" }));
    fireEvent.click(within(menu).getByRole("link", { name: "Decking" }));
    await act(async () => {});
    expect(screen.getByTestId("current-page").textContent).toBe("/category/decking");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape and with the close button, starting at level 1 next time", () => {
    let menu = openMenu();
    fireEvent.click(within(menu).getByRole("button", { name: "Timber" }));
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    menu = screen.getByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("list", { name: "Product categories" })).toBeTruthy();
    fireEvent.click(within(menu).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the phone menu without JavaScript (issue 15)", () => {
  it("lists every department as a plain link inside a native <details>, beside the button", () => {
    const { container } = renderInRouter(() => (
      <MobileMenuButton categories={categories} onOpen={() => {}} />
    ));
    const fallback = container.querySelector("details");
    expect(fallback?.querySelector("summary")?.textContent).toBe("Menu");
    const departments = within(fallback as HTMLElement).getByRole("navigation", { name: "Departments" });
    expect(
      within(departments)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Timber", "/category/timber"],
      ["Plumbing", "/category/plumbing"],
      ["Offers", "/category/offers"],
    ]);
  });
});
