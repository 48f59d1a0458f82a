import type { PrivateStoreOrder } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { Button } from "~/ui/Button.tsx";

/** What the customer is told once the store has the order (decision 167). */
export const orderPlacedText = (order: PrivateStoreOrder) =>
  order.fulfilment === "collection"
    ? `Order ${order.orderNumber} has been sent to ${order.store.name} for collection.`
    : `Order ${order.orderNumber} has been sent to ${order.store.name} for delivery to ${order.deliveryPostcode}.`;

/** The placed order: its number, where and how, its lines and total ex VAT, on the customer's account. */
export function OrderConfirmation({ order, onDone }: { order: PrivateStoreOrder; onDone: () => void }) {
  return (
    <section aria-labelledby="store-order-heading" className="flex flex-col gap-2 bg-white p-4">
      <h2 id="store-order-heading" className="text-xl font-bold">
        Order placed
      </h2>
      <p role="status">{orderPlacedText(order)}</p>
      <p className="text-sm text-muted">
        On account {order.accountName}
        {order.customerReference && ` · Your reference ${order.customerReference}`} · {order.status}
      </p>
      <ul aria-label="Ordered">
        {order.lines.map((line) => (
          <li key={line.partNumber} className="flex justify-between gap-2 border-b border-line py-2">
            <span>
              {line.name} × {line.quantity}
            </span>
            <span className="tabular-nums">{formatPounds(line.lineTotalExVat)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between font-bold">
        <span>Total ex VAT</span>
        <span className="tabular-nums">{formatPounds(order.total)}</span>
      </p>
      <Button variant="secondary" className="w-full" onClick={onDone}>
        Back to the basket
      </Button>
    </section>
  );
}
