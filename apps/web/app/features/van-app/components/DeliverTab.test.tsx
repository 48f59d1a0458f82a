// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliverInvoices } from "../api.ts";
import { DeliverTab } from "./DeliverTab.tsx";

vi.mock("../api.ts", () => ({
  deliverInvoices: vi.fn(async () => ({
    success: ["ABC/123456"],
    fail: ["ABC/654321X"],
    message: "Delivery Result : …",
  })),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const type = (raw: string) => {
  fireEvent.change(screen.getByLabelText("Invoice number"), { target: { value: raw } });
  fireEvent.click(screen.getByRole("button", { name: "Add" }));
};
const listed = () =>
  within(screen.queryByRole("list", { name: "Invoices to deliver" }) ?? document.createElement("ul"))
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("span")?.textContent);
const dialog = () => screen.findByRole("dialog");
const closeDialog = () => fireEvent.click(screen.getByRole("button", { name: "OK" }));

describe("spec/3 §2 Delivery entry, §4, §5 Deliver", () => {
  it("lists typed invoices normalised, refusing the invalid and the repeated in the spec's words", async () => {
    render(<DeliverTab storeCode="BU007" />);
    type(" abc|123456 ");
    expect(listed()).toEqual(["ABC/123456"]);
    type("ABC/123456");
    expect((await dialog()).textContent).toContain(
      "Sorry you have entered invoice ABC/123456, please try again.",
    );
    closeDialog();
    type("AB/12");
    expect((await dialog()).textContent).toContain(
      "Sorry the invoice number you have entered is invalid, please try again.",
    );
    closeDialog();
    expect(listed()).toEqual(["ABC/123456"]);
  });

  it("removes one invoice or clears them all", () => {
    render(<DeliverTab storeCode="BU007" />);
    type("ABC/123456");
    type("ABC/654321X");
    fireEvent.click(screen.getByRole("button", { name: "Remove ABC/123456" }));
    expect(listed()).toEqual(["ABC/654321X"]);
    type("ABC/123456");
    fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(listed()).toEqual([]);
  });

  it("says there is nothing to deliver when the list is empty", async () => {
    render(<DeliverTab storeCode="BU007" />);
    fireEvent.click(screen.getByRole("button", { name: "Deliver" }));
    expect((await dialog()).textContent).toContain(
      "You have no orders set to deliver, please scan an order and try again.",
    );
    expect(deliverInvoices).not.toHaveBeenCalled();
  });

  it("delivers the list under a client id and shows the result, a line per invoice (spec/3 §8)", async () => {
    render(<DeliverTab storeCode="BU007" />);
    type("ABC/123456");
    type("abc/654321x");
    fireEvent.click(screen.getByRole("button", { name: "Deliver" }));
    const result = await screen.findByRole("status", { name: "Delivery result" });
    expect(result.textContent).toBe(
      "Delivery Result : ABC/123456 - has been added to the delivery.ABC/654321X - has failed invoice checks.",
    );
    expect(deliverInvoices).toHaveBeenCalledWith(expect.anything(), {
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      invoiceNumbers: ["ABC/123456", "ABC/654321X"],
    });
    expect(listed()).toEqual([]);
  });

  it("offers camera scanning only where the browser has the BarcodeDetector API", () => {
    const { unmount } = render(<DeliverTab storeCode="BU007" />);
    expect(screen.queryByRole("button", { name: "Scan with the camera" })).toBeNull();
    unmount();
    vi.stubGlobal("BarcodeDetector", class {});
    render(<DeliverTab storeCode="BU007" />);
    expect(screen.getByRole("button", { name: "Scan with the camera" })).toBeTruthy();
  });
});
