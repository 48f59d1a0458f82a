/** Baskets, payment options and orders as the API answers them, for the checkout's tests. */
import type { Basket, BasketLine, CheckoutOptions, Order } from "@merchant/contract";

export function line(lineId: number, name: string, quantity: number, unitExVat: number): BasketLine {
  const unitIncVat = Math.round(unitExVat * 1.2);
  return {
    lineId,
    product: {
      id: lineId * 10,
      slug: name.toLowerCase().replace(/\W+/g, "-"),
      partNumber: `PRT/${lineId * 10}`,
      name,
      manufacturer: "Burwood",
      image: null,
      vatRate: 20,
      isTally: false,
      sawToSizeMax: null,
      unitOfSale: { unit: "each", packSize: null },
    },
    quantity,
    clearance: false,
    quoteReference: null,
    unitPrice: { exVat: unitExVat, incVat: unitIncVat },
    lineTotal: { exVat: unitExVat * quantity, incVat: unitIncVat * quantity },
    stock: { status: "in_stock", inStock: true, stockText: "In stock at Burwood Ipswich" },
  };
}

/** Two lines collected from Ipswich (total £48.00), or delivered for £15.00 ex VAT. */
export function basket(fulfilment: "collection" | "delivery" = "collection"): Basket {
  const lines = [line(1, "Drywall Screws 25mm", 2, 1000), line(2, "Oak Beam 100x100", 1, 2000)];
  const products = 4000;
  const delivery = fulfilment === "delivery" ? { exVat: 1500, incVat: 1800 } : { exVat: 0, incVat: 0 };
  return {
    lines,
    itemCount: 3,
    fulfilment,
    branch: { id: 3, name: "Burwood Ipswich" },
    totals: {
      products: { exVat: products, incVat: 4800 },
      delivery,
      vat: 800 + (delivery.incVat - delivery.exVat),
      couponDiscount: 0,
      grandTotal: 4800 + delivery.incVat,
    },
  };
}

export const guestOptions: CheckoutOptions = {
  account: null,
  savedCards: [],
  email: null,
  name: null,
  gateway: { name: "sandbox", publishableKey: null },
};

export const tradeOptions = (creditRemaining: number): CheckoutOptions => ({
  account: { id: 11, accNumber: "CAR1001", creditRemaining },
  savedCards: [{ id: 5, brand: "Visa", last4: "4242", expMonth: 8, expYear: 2030 }],
  email: "trade@example.co.uk",
  name: "Sam Carter",
  gateway: { name: "sandbox", publishableKey: null },
});

export function order(more: Partial<Order> = {}): Order {
  return {
    reference: "BU0K3J9X2A",
    placedAt: "2026-11-21T10:15:00.000Z",
    status: "placed",
    fulfilment: "collection",
    branch: { id: 3, name: "Burwood Ipswich", phone: "01473 555 010", email: "ipswich@burwood.example" },
    name: "Jo Mason",
    email: "jo.mason@example.co.uk",
    invoiceAddress: {
      line1: "4 Mill Lane",
      line2: "",
      city: "Ipswich",
      county: "Suffolk",
      postcode: "IP1 1AA",
    },
    deliveryAddress: null,
    deliveryDate: null,
    lines: [
      {
        productId: 10,
        partNumber: "PRT/10",
        name: "Drywall Screws 25mm",
        quantity: 2,
        unitPrice: { exVat: 1000, incVat: 1200 },
        lineTotal: { exVat: 2000, incVat: 2400 },
      },
    ],
    totals: {
      products: { exVat: 2000, incVat: 2400 },
      delivery: { exVat: 0, incVat: 0 },
      vat: 400,
      grandTotal: 2400,
    },
    payment: { method: "card", card: { brand: "Visa", last4: "4242" }, accountNumber: null },
    ...more,
  };
}
