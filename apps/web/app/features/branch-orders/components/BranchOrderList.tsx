import { Package } from "lucide-react";
import { Link } from "react-router";
import type { BranchOrderSummary } from "@merchant/contract";
import { londonShortDay } from "~/lib/london-day.ts";
import { CardTable, cardRowClass } from "~/ui/CardTable.tsx";
import { ExVatTotal, LineCount } from "~/ui/DocumentFigures.tsx";
import { EmptyState } from "~/ui/EmptyState.tsx";
import { branchOrderPath } from "../api.ts";
import { fulfilmentWords } from "../order-words.ts";
import { OrderStatus } from "./OrderStatus.tsx";

const COLUMNS = [
  { heading: "Order" },
  { heading: "Date" },
  { heading: "Branch" },
  { heading: "Collection or delivery" },
  { heading: "Status" },
  { heading: "Lines" },
  { heading: "Total (ex VAT)", figure: true },
];

/**
 * The account's orders placed at a branch (issue 14; decision 137): number (to the order's page),
 * day, branch, collection or delivery, the ERP's status, lines and total ex VAT (the list knows no
 * VAT rates). Cards on a phone, a table from 640 px.
 */
export function BranchOrderList({ orders }: { orders: readonly BranchOrderSummary[] }) {
  if (orders.length === 0)
    return (
      <EmptyState icon={Package} title="You have no branch orders." className="mt-6">
        <p className="max-w-md text-muted">
          Orders this trade account places at a branch, over the counter or by phone, are listed here.
        </p>
      </EmptyState>
    );
  return (
    <CardTable caption="Your branch orders, newest first" columns={COLUMNS} className="mt-6">
      {orders.map((order) => (
        <tr key={order.orderNumber} className={cardRowClass}>
          <th scope="row" className="text-left font-semibold sm:py-3 sm:pr-4">
            <Link to={branchOrderPath(order.orderNumber)} className="text-ink underline underline-offset-2">
              {order.orderNumber}
            </Link>
          </th>
          <td className="text-right sm:py-3 sm:pr-4 sm:text-left">{londonShortDay(order.orderedAt)}</td>
          <td className="sm:py-3 sm:pr-4">{order.branchName ?? "Branch no longer available"}</td>
          <td className="text-right sm:py-3 sm:pr-4 sm:text-left">{fulfilmentWords(order.fulfilment)}</td>
          <td className="sm:py-3 sm:pr-4">
            <OrderStatus status={order.status} />
          </td>
          <td className="text-right sm:py-3 sm:pr-4 sm:text-left">
            <LineCount count={order.lineCount} />
          </td>
          <td className="col-span-2 font-semibold tabular-nums sm:py-3 sm:text-right">
            <ExVatTotal pence={order.totalExVat} />
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
