import { Link } from "react-router";
import type { Order } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { buttonClass } from "~/ui/Button.tsx";
import { CardTable, cardRowClass } from "~/ui/CardTable.tsx";
import { fulfilmentWords, placedOn } from "../order-words.ts";
import { accountOrderPath } from "../paths.ts";

const COLUMNS = [
  { heading: "Order" },
  { heading: "Date" },
  { heading: "Branch" },
  { heading: "Collection or delivery" },
  { heading: "Total", figure: true },
];

type OrderSummary = Pick<Order, "reference" | "placedAt" | "status" | "fulfilment" | "branch" | "totals">;

/**
 * The account's orders, newest first (issue 12 'order history in the account'): reference, day,
 * branch, collection or delivery and total, each leading to the order's page.
 */
export function OrderHistory({ orders }: { orders: readonly OrderSummary[] }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">Your orders</h1>
      {orders.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p>You have not placed an order online yet.</p>
          <Link to="/" className={buttonClass("primary")}>
            Start shopping
          </Link>
        </div>
      ) : (
        <CardTable caption="Your orders, newest first" columns={COLUMNS}>
          {orders.map((order) => (
            <tr key={order.reference} className={cardRowClass}>
              <th scope="row" className="col-span-2 text-left font-semibold sm:py-3 sm:pr-4">
                <Link
                  to={accountOrderPath(order.reference)}
                  className="text-ink underline underline-offset-2"
                >
                  {order.reference}
                </Link>
                {order.status === "cancelled" && <span className="ml-2 text-sm text-muted">(cancelled)</span>}
              </th>
              <td className="sm:py-3 sm:pr-4">{placedOn(order.placedAt)}</td>
              <td className="sm:py-3 sm:pr-4">{order.branch.name}</td>
              <td className="sm:py-3 sm:pr-4">{fulfilmentWords(order.fulfilment)}</td>
              <td className="font-semibold tabular-nums sm:py-3 sm:text-right">
                {formatPounds(order.totals.grandTotal)}
              </td>
            </tr>
          ))}
        </CardTable>
      )}
    </div>
  );
}
