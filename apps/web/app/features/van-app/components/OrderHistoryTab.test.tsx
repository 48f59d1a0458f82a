// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { vanOrderHistory } from "../api.ts";
import { OrderHistoryTab } from "./OrderHistoryTab.tsx";

vi.mock("../api.ts", () => ({
  vanOrderHistory: vi.fn(async () => ({
    orders: [
      {
        orderNumber: "VO-9",
        statusId: 60,
        status: "Goods collected",
        registration: "VN24 BLD",
        type: "void",
        ageInDays: 20,
        employeeId: null,
        orderedAt: "2026-11-08T09:00:00Z",
        lines: [],
      },
    ],
  })),
}));

describe("spec/3 §2 Order history, §5", () => {
  it("filters by van or void and by age in days", async () => {
    render(<OrderHistoryTab />);
    expect(await screen.findByText(/Void order · VN24 BLD · 20 days old/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Van or void"), { target: { value: "void" } });
    fireEvent.change(screen.getByLabelText("Age"), { target: { value: "30" } });
    await vi.waitFor(() =>
      expect(vanOrderHistory).toHaveBeenLastCalledWith(expect.anything(), { type: "void", days: 30 }),
    );
  });

  it("refuses an empty search term with the spec's words, then searches a real one", async () => {
    render(<OrderHistoryTab />);
    await screen.findByText(/VO-9/);
    fireEvent.change(screen.getByLabelText("Search orders"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Please enter a valid Search Term to proceed.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.change(screen.getByLabelText("Search orders"), { target: { value: " VO-9 " } });
    fireEvent.click(await screen.findByRole("button", { name: "Search" }));
    await vi.waitFor(() =>
      expect(vanOrderHistory).toHaveBeenLastCalledWith(expect.anything(), { type: "all", q: "VO-9" }),
    );
  });
});
