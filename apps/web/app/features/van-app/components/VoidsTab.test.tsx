// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VoidsTab } from "./VoidsTab.tsx";

const LISTS = [
  { id: 1, name: "Standard void" },
  { id: 2, name: "Major void" },
];
const MENU = [
  {
    name: "Plumbing",
    groups: [
      { uid: "11", name: "Fittings", products: [{ productId: 5, partNumber: "PL5", name: "Basin tap" }] },
    ],
  },
];

vi.mock("../api.ts", () => ({
  voidListsOf: vi.fn(async () => ({ lists: LISTS })),
  voidListOf: vi.fn(async (_api: unknown, listId: number) => ({
    list: LISTS.find((list) => list.id === listId),
    menu: MENU,
  })),
}));

describe("spec/3 §2 the Void tab", () => {
  it("asks for a void list type, then opens its menu of two levels, and can change list", async () => {
    render(<VoidsTab />);
    fireEvent.click(await screen.findByRole("button", { name: "Major void" }));
    expect(await screen.findByRole("heading", { name: "Major void" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Plumbing/ }));
    fireEvent.click(screen.getByRole("button", { name: /Fittings/ }));
    expect(screen.getByText("Basin tap")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Change list" }));
    expect(await screen.findByRole("button", { name: "Standard void" })).toBeTruthy();
  });
});
