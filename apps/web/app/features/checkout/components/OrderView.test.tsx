// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { order } from "../testing/fixtures.ts";
import { OrderHistory } from "./OrderHistory.tsx";
import { OrderView } from "./OrderView.tsx";

const region = (name: string) => screen.getByRole("region", { name });

describe("a placed order (issue 12 confirmation and order history)", () => {
  it("thanks the shopper with the reference, the branch to collect from and its phone, and the card paid with", () => {
    renderInRouter(() => <OrderView order={order()} variant="confirmation" signedIn={false} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Thank you for your order");
    expect(screen.getByText("BU0K3J9X2A").closest("p")?.textContent).toBe(
      "Your order reference is BU0K3J9X2A.",
    );
    expect(screen.getByText("We have sent a confirmation to jo.mason@example.co.uk.")).toBeTruthy();
    expect(region("Collection").textContent).toContain("Collect from Burwood Ipswich");
    expect(within(region("Collection")).getByRole("link").getAttribute("href")).toBe("tel:01473555010");
    expect(region("Payment").textContent).toBe("PaymentPaid by Visa card ending 4242");
    const items = screen.getByRole("list", { name: "Items in this order" });
    expect(within(items).getAllByRole("listitem")[0]?.textContent).toContain("Drywall Screws 25mm");
    expect(screen.getByText("£24.00", { selector: "dd" })).toBeTruthy();
    // A guest has no order history to go to.
    expect(screen.queryByRole("link", { name: "Your orders" })).toBeNull();
  });

  it("shows a delivery's address and day in the spec's words, and an account's payment", () => {
    renderInRouter(() => (
      <OrderView
        order={order({
          fulfilment: "delivery",
          deliveryAddress: {
            line1: "14 Orchard Close",
            line2: "",
            city: "Ipswich",
            county: "Suffolk",
            postcode: "IP4 2BX",
          },
          deliveryDate: "2026-12-02",
          email: "jo.mason@no-email.invalid",
          payment: { method: "account", card: null, accountNumber: "CAR1001" },
        })}
        variant="confirmation"
        signedIn
      />
    ));
    const delivery = region("Delivery");
    expect(delivery.textContent).toContain("14 Orchard Close");
    expect(delivery.textContent).toContain("IP4 2BX");
    expect(within(delivery).getByText("Your order will be delivered on 02/12/2026")).toBeTruthy();
    expect(region("Payment").textContent).toContain("Charged to account CAR1001");
    // No confirmation goes to a placeholder address (spec/1 §5), so none is promised.
    expect(screen.queryByText(/We have sent a confirmation/)).toBeNull();
    expect(screen.getByRole("link", { name: "Your orders" }).getAttribute("href")).toBe("/account/orders");
  });

  it("heads the account's copy with the order and the day it was placed", () => {
    renderInRouter(() => <OrderView order={order()} variant="account" signedIn />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order BU0K3J9X2A");
    expect(screen.getByText("Placed on 21 November 2026")).toBeTruthy();
  });

  it("lists the account's orders with reference, day, branch, fulfilment and total, each leading to its page", () => {
    const { reference, placedAt, status, fulfilment, branch, totals } = order();
    renderInRouter(() => (
      <OrderHistory
        orders={[
          { reference, placedAt, status, fulfilment, branch, totals },
          {
            ...{ reference: "BU0DELIVER1", placedAt: "2026-11-20T09:00:00.000Z", status, branch, totals },
            fulfilment: "delivery",
          },
        ]}
      />
    ));
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ["BU0K3J9X2A", "21 November 2026", "Burwood Ipswich", "Collection", "£24.00"],
      ["BU0DELIVER1", "20 November 2026", "Burwood Ipswich", "Delivery", "£24.00"],
    ]);
    expect(screen.getByRole("link", { name: "BU0K3J9X2A" }).getAttribute("href")).toBe(
      "/account/orders/BU0K3J9X2A",
    );
  });

  it("says so when the account has no orders yet", () => {
    renderInRouter(() => <OrderHistory orders={[]} />);
    expect(screen.getByText("You have not placed an order online yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
