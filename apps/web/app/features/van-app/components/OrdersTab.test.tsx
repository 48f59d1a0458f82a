// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collectVanOrder, vanOrdersOf } from "../api.ts";
import { OrdersTab } from "./OrdersTab.tsx";

const order = (orderNumber: string, registration: string, type: "van" | "void" = "van") => ({
  orderNumber,
  statusId: 50,
  status: "Ready to collect",
  registration,
  type,
  ageInDays: 2,
  employeeId: "E1001",
  orderedAt: "2026-11-26T09:00:00Z",
  lines: [{ partNumber: "PL5", description: "Basin tap", quantity: 2 }],
});

vi.mock("../api.ts", () => ({
  vanOrdersOf: vi.fn(async () => ({
    orders: [order("VO-1", "VN24 BLD"), order("VO-2", "VN19 SPR"), order("VO-3", "VN24 BLD", "void")],
    registrations: ["VN19 SPR", "VN24 BLD"],
    employees: ["E1001"],
  })),
  collectVanOrder: vi.fn(async (_api: unknown, orderNumber: string) => ({
    orderNumber,
    status: "Goods collected",
    registration: "VN24 BLD",
    message: `The status of order ${orderNumber} has been set to Goods collected. This order has been removed from your van stock order list.`,
    branchEmail: orderNumber === "VO-3" ? "queued" : null,
  })),
}));

afterEach(() => vi.useRealTimers());

const collectButtons = () => screen.getAllByRole("button", { name: "Goods collected" });

describe("spec/3 §2 Orders tab, §4 Order status", () => {
  it("lists the orders and filters them by registration and employee", async () => {
    render(<OrdersTab currentRegistration="VN24 BLD" />);
    expect(await screen.findByRole("heading", { name: "Order VO-2" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Van registration"), { target: { value: "VN19 SPR" } });
    fireEvent.change(screen.getByLabelText("Employee"), { target: { value: "E1001" } });
    await vi.waitFor(() =>
      expect(vanOrdersOf).toHaveBeenLastCalledWith(expect.anything(), {
        registration: "VN19 SPR",
        employee: "E1001",
      }),
    );
  });

  it("sets status 60 and the order leaves the list with the spec's words", async () => {
    render(<OrdersTab currentRegistration="VN24 BLD" />);
    await screen.findByRole("heading", { name: "Order VO-1" });
    fireEvent.click(collectButtons()[0]!);
    expect(
      await screen.findByText(
        "The status of order VO-1 has been set to Goods collected. This order has been removed from your van stock order list.",
      ),
    ).toBeTruthy();
    expect(collectVanOrder).toHaveBeenLastCalledWith(expect.anything(), "VO-1", undefined);
    expect(screen.queryByRole("heading", { name: "Order VO-1" })).toBeNull();
  });

  it("asks which vehicle receives the items when the order names another, and sends the choice", async () => {
    render(<OrdersTab currentRegistration="VN24 BLD" />);
    await screen.findByRole("heading", { name: "Order VO-2" });
    fireEvent.click(collectButtons()[1]!);
    expect(await screen.findByRole("dialog", { name: "Which vehicle receives the items?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Change the order to VN24 BLD" }));
    await vi.waitFor(() =>
      expect(collectVanOrder).toHaveBeenLastCalledWith(expect.anything(), "VO-2", "current"),
    );
  });

  it("confirms a void collection's email to the home branch 4 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<OrdersTab currentRegistration="VN24 BLD" />);
    await screen.findByRole("heading", { name: "Order VO-3" });
    fireEvent.click(collectButtons()[2]!);
    await screen.findByText(/The status of order VO-3/);
    const confirmation = "A void order collection confirmation email has been sent to your home branch.";
    expect(screen.queryByText(confirmation)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByText(confirmation)).toBeTruthy();
  });

  it("asks an operator in no van to choose it before collecting", async () => {
    render(<OrdersTab currentRegistration={null} />);
    await screen.findByRole("heading", { name: "Order VO-1" });
    expect(screen.getByText("Please choose your van on the Van stock tab first.")).toBeTruthy();
    expect(collectButtons().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it("says when the void collection's email could not be queued for the home branch, 4 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(collectVanOrder).mockResolvedValueOnce({
      orderNumber: "VO-3",
      status: "Goods collected",
      registration: "VN24 BLD",
      message:
        "The status of order VO-3 has been set to Goods collected. This order has been removed from your van stock order list.",
      branchEmail: "failed",
    });
    render(<OrdersTab currentRegistration="VN24 BLD" />);
    await screen.findByRole("heading", { name: "Order VO-3" });
    fireEvent.click(collectButtons()[2]!);
    await screen.findByText(/The status of order VO-3/);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(
      await screen.findByText(
        "The order email could not be sent to your home branch. Please contact your branch to inform them that your order has been received",
      ),
    ).toBeTruthy();
  });
});
