/**
 * spec/3 §4, §6: a void order's collection is emailed to the home branch (sendorderreceivedemailtobranch).
 * Plain text, as the branch reads it at the counter.
 */
import type { OutgoingEmail } from "../mail/index.ts";
import type { OrderRow } from "./store.ts";

export function branchCollectionEmail(facts: {
  to: string;
  order: OrderRow;
  registration: string;
}): OutgoingEmail {
  const { order, registration } = facts;
  return {
    kind: "void-order-collected",
    to: facts.to,
    subject: `Void order ${order.orderNumber} has been collected`,
    text: [
      `Void order ${order.orderNumber} has been collected by van ${registration}.`,
      "",
      ...order.lines.map((line) => `${line.quantity} x ${line.description} (${line.partNumber})`),
    ].join("\n"),
  };
}
