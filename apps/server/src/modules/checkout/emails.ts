/**
 * The order's emails (issue 12): the customer's confirmation, and for a collection the branch's
 * notice to get the goods ready. Plain text and simple HTML with the same content. A placeholder
 * address (spec/1 §5, decision 031) gets no mail.
 */
import { formatDeliveryDate, isPlaceholderEmail } from "@merchant/domain/checkout";
import { formatPounds } from "@merchant/domain/money";
import type { Order } from "@merchant/contract";
import type { OutgoingEmail } from "../mail/index.ts";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function summary(order: Order): string[] {
  const where =
    order.fulfilment === "collection"
      ? `Collect from: ${order.branch.name} (${order.branch.phone})`
      : `Delivery to: ${[
          order.deliveryAddress?.line1,
          order.deliveryAddress?.city,
          order.deliveryAddress?.postcode,
        ]
          .filter(Boolean)
          .join(", ")}${order.deliveryDate ? ` on ${formatDeliveryDate(order.deliveryDate)}` : ""}`;
  return [
    `Order ${order.reference}`,
    where,
    "",
    ...order.lines.map(
      (line) =>
        `${line.quantity} x ${line.name} (${line.partNumber})  ${formatPounds(line.lineTotal.incVat)}`,
    ),
    "",
    `Delivery: ${formatPounds(order.totals.delivery.incVat)}`,
    `VAT: ${formatPounds(order.totals.vat)}`,
    `Total paid: ${formatPounds(order.totals.grandTotal)}`,
  ];
}

const html = (lines: string[]) =>
  `<div style="font-family:sans-serif">${lines.map((line) => (line === "" ? "<br>" : `<p>${escape(line)}</p>`)).join("")}</div>`;

export function orderEmails(order: Order, shopName: string): OutgoingEmail[] {
  const emails: OutgoingEmail[] = [];
  if (!isPlaceholderEmail(order.email)) {
    const text = [`Thank you for your order, ${order.name}.`, "", ...summary(order), "", `${shopName}`];
    emails.push({
      kind: "order-confirmation",
      to: order.email,
      replyTo: order.branch.email,
      subject: `Your ${shopName} order ${order.reference}`,
      text: text.join("\n"),
      html: html(text),
    });
  }
  if (order.fulfilment === "collection") {
    const text = [
      `A web order to be collected from ${order.branch.name}. Please pick it and have it ready.`,
      "",
      ...summary(order),
      "",
      `Customer: ${order.name} (${order.email})`,
    ];
    emails.push({
      kind: "order-collection",
      to: order.branch.email,
      ...(isPlaceholderEmail(order.email) ? {} : { replyTo: order.email }),
      subject: `Web order ${order.reference} for collection`,
      text: text.join("\n"),
      html: html(text),
    });
  }
  return emails;
}
