import type { AppOrder } from "@merchant/contract";
import type { ReactNode } from "react";

/** One order of the Orders and Order history tabs (spec/3 §3 Order): its number, vehicle, age and lines. */
export function OrderRow({ order, children }: { order: AppOrder; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 border-b border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-bold">Order {order.orderNumber}</h3>
        <span className="text-sm">{order.status}</span>
      </div>
      <p className="text-sm">
        {order.type === "void" ? "Void order" : "Van order"} · {order.registration || "No vehicle"} ·{" "}
        {order.ageInDays === 1 ? "1 day old" : `${order.ageInDays} days old`}
        {order.employeeId ? ` · Employee ${order.employeeId}` : ""}
      </p>
      <ul className="text-sm">
        {order.lines.map((line) => (
          <li key={line.partNumber}>
            {line.quantity} x {line.description} ({line.partNumber})
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}
