/** A stored order as the API answers it (the contract's `Order`). */
import type { Order } from "@merchant/contract";
import { DELIVERY_VAT_PERCENT } from "@merchant/domain/fulfilment";
import { vatOf } from "@merchant/domain/money";
import type { OrderAddress } from "../../db/schema.ts";
import type { OrderLineRow, OrderRow, PaymentRow } from "./store.ts";

const address = (stored: OrderAddress) => ({
  line1: stored.line1,
  line2: stored.line2,
  city: stored.city,
  county: stored.county,
  postcode: stored.postcode,
});

function totalsOf(order: OrderRow, productsIncVat: number): Order["totals"] {
  return {
    products: { exVat: order.productsExVat, incVat: productsIncVat },
    delivery: {
      exVat: order.deliveryExVat,
      incVat: order.deliveryExVat + vatOf(order.deliveryExVat, DELIVERY_VAT_PERCENT),
    },
    vat: order.vat,
    grandTotal: order.totalIncVat,
  };
}

/** An order as the account's order list shows it: no lines or payment to read. */
export function orderSummary(order: OrderRow & { productsIncVat: number }) {
  return {
    reference: order.reference,
    placedAt: new Date(order.createdAt).toISOString(),
    status: order.status === "cancelled" ? ("cancelled" as const) : ("placed" as const),
    fulfilment: order.fulfilment,
    branch: {
      id: order.branchId,
      name: order.branchName,
      phone: order.branchPhone,
      email: order.branchEmail,
    },
    totals: totalsOf(order, order.productsIncVat),
  };
}

export function orderView(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  payment: PaymentRow | undefined,
): Order {
  const productsIncVat = lines.reduce((sum, line) => sum + line.totalIncVat, 0);
  return {
    ...orderSummary({ ...order, productsIncVat }),
    name: order.name,
    email: order.email,
    invoiceAddress: address(order.invoiceAddress),
    deliveryAddress: order.deliveryAddress && address(order.deliveryAddress),
    deliveryDate: order.deliveryDate,
    lines: lines.map((line) => ({
      productId: line.productId,
      partNumber: line.partNumber,
      name: line.name,
      quantity: line.quantity,
      unitPrice: { exVat: line.unitExVat, incVat: line.unitExVat + vatOf(line.unitExVat, line.vatRate) },
      lineTotal: { exVat: line.totalExVat, incVat: line.totalIncVat },
    })),
    payment: {
      method: order.paymentMethod,
      card:
        payment?.cardBrand && payment.cardLast4
          ? { brand: payment.cardBrand, last4: payment.cardLast4 }
          : null,
      accountNumber: order.paymentMethod === "account" ? order.accountNumber : null,
    },
  };
}
