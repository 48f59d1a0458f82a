import type { ReactNode } from "react";
import type { BranchOrder, BranchOrderLine } from "@merchant/contract";
import { cx } from "~/ui/cx.ts";
import { Price } from "~/ui/Price.tsx";

/** `figure`: a quantity or price, right-aligned in the table. */
type Column = { heading: string; cell: (line: BranchOrderLine) => ReactNode; figure?: boolean };

const AX_COLUMNS: readonly Column[] = [
  { heading: "Variant", cell: (line) => line.axVariantCode ?? "None" },
  { heading: "Unit", cell: (line) => line.axUnitCode ?? "None" },
];

const COLUMNS: readonly Column[] = [
  { heading: "Quantity", cell: (line) => line.quantity, figure: true },
  { heading: "Delivered", cell: (line) => line.quantityDelivered, figure: true },
  { heading: "Each", cell: (line) => <Price price={line.unitPrice} />, figure: true },
  { heading: "Line total", cell: (line) => <Price price={line.lineTotal} />, figure: true },
];

/**
 * A branch order's lines: each as a card on a phone, its facts named beside them; a table from
 * 768 px. An AX order's lines show AX's variant and unit codes (spec/3 §3 axVariantCode, axUnitCode).
 * Prices inc or ex VAT as the shopper chose.
 */
export function BranchOrderLines({ order }: { order: Pick<BranchOrder, "lines" | "ax"> }) {
  const columns = order.ax ? [...AX_COLUMNS, ...COLUMNS] : COLUMNS;
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">Lines of this order</caption>
      <thead className="hidden border-b border-line text-sm text-muted md:table-header-group">
        <tr>
          <th scope="col" className="py-2 pr-4 font-semibold">
            Product
          </th>
          {columns.map((column) => (
            <th
              key={column.heading}
              scope="col"
              className={cx("py-2 pr-4 font-semibold last:pr-0", column.figure && "text-right")}
            >
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, i) => (
          <tr key={i} className="flex flex-col gap-1 border-b border-line py-3 md:table-row md:py-0">
            <th scope="row" className="text-left font-normal md:py-3 md:pr-4">
              <span className="block font-semibold">{line.description}</span>
              <span className="text-sm text-muted">Part no. {line.partNumber}</span>
            </th>
            {columns.map((column) => (
              <td
                key={column.heading}
                className={cx(
                  "flex items-baseline justify-between gap-4 md:table-cell md:py-3 md:pr-4 md:last:pr-0",
                  column.figure && "md:text-right md:whitespace-nowrap",
                )}
              >
                <span className="text-sm text-muted md:hidden">{column.heading}</span>
                <span className="tabular-nums">{column.cell(line)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
