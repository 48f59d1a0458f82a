import type { ReactNode } from "react";
import { cx } from "./cx.ts";

/** A column: its heading, right-aligned when it holds figures, read out only when it needs no words on screen. */
type CardTableColumn = { heading: string; figure?: boolean; unseen?: boolean };

/**
 * A list of an account's documents (orders, quotes) as a table from 640 px and, below, as a stack
 * of cards: each row (`cardRowClass`) lays its cells two to a line, the row's heading first, and
 * the table's headings are left out, so its cells must say what they are by their words.
 */
export function CardTable({
  caption,
  columns,
  children,
  className,
}: {
  caption: string;
  columns: readonly CardTableColumn[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <table className={cx("w-full border-collapse text-left", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden border-b border-line text-sm text-muted sm:table-header-group">
        <tr>
          {columns.map((column) => (
            <th
              key={column.heading}
              scope="col"
              className={cx("py-2 pr-4 font-semibold last:pr-0", column.figure && "text-right")}
            >
              {column.unseen ? <span className="sr-only">{column.heading}</span> : column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row of a `CardTable`: a card of two columns on a phone, a table row from 640 px. */
export const cardRowClass = "grid grid-cols-2 gap-x-4 gap-y-1 border-b border-line py-3 sm:table-row sm:py-0";
