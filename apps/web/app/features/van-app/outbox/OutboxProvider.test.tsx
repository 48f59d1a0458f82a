// @vitest-environment happy-dom
/**
 * Issue 18 Offline (decision 169): a delivery made without a signal is queued under the id it was
 * sent with, counted, and sent under that same id when the phone is online again, its result shown.
 */
import "fake-indexeddb/auto";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deliverInvoices } from "../api.ts";
import { DeliverTab } from "../components/DeliverTab.tsx";
import { idbOutbox } from "./outbox-store.ts";
import { OutboxProvider, OutboxStatus } from "./OutboxProvider.tsx";

vi.mock("../api.ts", () => ({
  deliverInvoices: vi.fn(async () => ({ success: ["ABC/123456"], fail: [], message: "" })),
}));

describe("the outbox in the app (decision 169)", () => {
  it("queues a delivery without a signal, counts it, and sends it once under the same id when online", async () => {
    const store = idbOutbox("provider-test");
    const onSent = vi.fn();
    vi.mocked(deliverInvoices).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    render(
      <OutboxProvider user="van@example.co.uk" onSent={onSent} store={store}>
        <OutboxStatus />
        <DeliverTab storeCode="BU007" />
      </OutboxProvider>,
    );
    fireEvent.change(screen.getByLabelText("Invoice number"), { target: { value: "ABC/123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    fireEvent.click(screen.getByRole("button", { name: "Deliver" }));
    expect((await screen.findByRole("dialog")).textContent).toContain(
      "No signal: the delivery of ABC/123456 is queued and will be sent when the connection returns.",
    );
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(await screen.findByText("1 action queued, to be sent when the signal returns.")).toBeTruthy();
    expect(await store.list("van@example.co.uk")).toHaveLength(1);

    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("ABC/123456 - has been added to the delivery.")).toBeTruthy();
    expect(screen.queryByText(/queued, to be sent/)).toBeNull();
    expect(await store.list("van@example.co.uk")).toEqual([]);
    expect(onSent).toHaveBeenCalledTimes(1);
    const [first, second] = vi.mocked(deliverInvoices).mock.calls.map(([, body]) => body);
    expect(second).toEqual(first);
    expect(first).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      invoiceNumbers: ["ABC/123456"],
    });
  });
});
